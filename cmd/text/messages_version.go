package text

// The messages of `altiplano version` and `altiplano --version`: the labels
// of the lines; the values (commit, time, true/false, go1.x, os/arch) are
// shown as the Go toolchain recorded them.
var (
	HelpVersionShort = M0{Key: "help.version.short"}
	HelpVersionLong  = M0{Key: "help.version.long"}
	HelpFlagVersion  = M0{Key: "help.flag.version"}

	VersionVersion  = M0{Key: "version.version"}
	VersionCommit   = M0{Key: "version.commit"}
	VersionTime     = M0{Key: "version.time"}
	VersionModified = M0{Key: "version.modified"}
	VersionGo       = M0{Key: "version.go"}
	VersionSystem   = M0{Key: "version.system"}
	// VersionDevel is the version of a build from no release tag, "(devel)"
	// said plainly.
	VersionDevel = M0{Key: "version.devel"}
	// VersionNoVCS stands for the commit when the build recorded none.
	VersionNoVCS = M0{Key: "version.no_vcs"}
)
