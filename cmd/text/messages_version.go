package text

// The messages of `altiplano version` and `altiplano --version`: the labels
// of the lines; the values (commit, time, true/false, go1.x, os/arch) are
// shown as the Go toolchain recorded them.
var (
	HelpVersionShort = M0{key: "help.version.short"}
	HelpVersionLong  = M0{key: "help.version.long"}
	HelpFlagVersion  = M0{key: "help.flag.version"}

	VersionVersion  = M0{key: "version.version"}
	VersionCommit   = M0{key: "version.commit"}
	VersionTime     = M0{key: "version.time"}
	VersionModified = M0{key: "version.modified"}
	VersionGo       = M0{key: "version.go"}
	VersionSystem   = M0{key: "version.system"}
	// VersionDevel is the version of a build from no release tag, "(devel)"
	// said plainly.
	VersionDevel = M0{key: "version.devel"}
	// VersionNoVCS stands for the commit when the build recorded none.
	VersionNoVCS = M0{key: "version.no_vcs"}
)
