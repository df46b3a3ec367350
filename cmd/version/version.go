// Package version is `altiplano version` and `altiplano --version`: which
// build this is, read from what the Go toolchain records in every binary
// (runtime/debug.ReadBuildInfo): a release tag gives the version, and a
// build with -buildvcs=true the commit, its time and whether the tree was
// modified. No -ldflags -X is needed.
package version

import (
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Devel is the version of a build from no release tag: `go run`, `go build`
// in a clone, or a commit after the last tag.
const Devel = "(devel)"

// Info is one build, as `version --json` prints it: the keys are English
// and stable. Commit and CommitTime are empty and Modified is null when the
// build recorded no version control information.
type Info struct {
	Version    string `json:"version"`
	Commit     string `json:"commit"`
	CommitTime string `json:"commit_time"`
	Modified   *bool  `json:"modified"`
	Go         string `json:"go"`
	OS         string `json:"os"`
	Arch       string `json:"arch"`
}

// Options are what the command needs; no cobra types.
type Options struct {
	Out     io.Writer
	Printer text.Printer
	// BuildInfo reads the build information (debug.ReadBuildInfo; tests
	// give their own).
	BuildInfo func() (*debug.BuildInfo, bool)
	JSON      bool
}

// NewCmdVersion builds `version`. runF replaces the run function in tests.
func NewCmdVersion(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, Printer: p, BuildInfo: debug.ReadBuildInfo}
	cmd := &cobra.Command{
		Use:   "version",
		Short: text.HelpVersionShort.In(p),
		Long:  text.HelpVersionLong.In(p),
		Args:  cmdutil.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if runF != nil {
				return runF(opts)
			}
			return Run(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	return cmd
}

// AddFlag gives root a --version flag that prints what `version` prints.
func AddFlag(root *cobra.Command, f *factory.Factory) {
	p := f.Printer()
	root.Flags().Bool("version", false, text.HelpFlagVersion.In(p))
	// cobra prints Version through this template when --version is given.
	root.Version = Text(p, Read(debug.ReadBuildInfo))
	root.SetVersionTemplate("{{.Version}}")
}

// Run prints the build's information.
func Run(opts *Options) error {
	info := Read(opts.BuildInfo)
	if opts.JSON {
		return render.JSON(opts.Out, info)
	}
	_, err := io.WriteString(opts.Out, Text(opts.Printer, info))
	return err
}

// Read turns the toolchain's build information into Info.
func Read(buildInfo func() (*debug.BuildInfo, bool)) Info {
	info := Info{Version: Devel, Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH}
	bi, ok := buildInfo()
	if !ok || bi == nil {
		return info
	}
	if v := bi.Main.Version; v != "" && v != Devel && !isPseudo(v) {
		info.Version = v
	}
	if bi.GoVersion != "" {
		info.Go = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Commit = s.Value
		case "vcs.time":
			info.CommitTime = s.Value
		case "vcs.modified":
			modified := s.Value == "true"
			info.Modified = &modified
		case "GOOS":
			info.OS = s.Value
		case "GOARCH":
			info.Arch = s.Value
		}
	}
	return info
}

// Text is the information as labelled lines in p's language; the values
// are as recorded ("modified: false").
func Text(p text.Printer, info Info) string {
	version := info.Version
	if version == Devel {
		version = text.VersionDevel.In(p)
	}
	lines := [][2]string{{text.VersionVersion.In(p), version}}
	if info.Commit == "" {
		lines = append(lines, [2]string{text.VersionCommit.In(p), text.VersionNoVCS.In(p)})
	} else {
		lines = append(lines, [2]string{text.VersionCommit.In(p), info.Commit})
		if info.CommitTime != "" {
			lines = append(lines, [2]string{text.VersionTime.In(p), info.CommitTime})
		}
		if info.Modified != nil {
			modified := "false"
			if *info.Modified {
				modified = "true"
			}
			lines = append(lines, [2]string{text.VersionModified.In(p), modified})
		}
	}
	lines = append(lines, [2]string{text.VersionGo.In(p), info.Go}, [2]string{text.VersionSystem.In(p), info.OS + "/" + info.Arch})
	width := 0
	for i, l := range lines {
		lines[i][0] = text.PromptLine.In(p, l[0])
		width = max(width, render.Width(lines[i][0]))
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l[0] + strings.Repeat(" ", width-render.Width(l[0])+1) + l[1] + "\n")
	}
	return b.String()
}

// isPseudo reports whether v is a pseudo-version the toolchain stamps on a
// commit that carries no release tag (v0.0.0-20261125142600-ea7df01c0ffe,
// v1.2.4-0.20261125142600-ea7df01c0ffe, perhaps with +dirty): such a build
// is "(devel)", its commit and time are shown on their own lines.
func isPseudo(v string) bool {
	v, _, _ = strings.Cut(v, "+")
	i := strings.LastIndexByte(v, '-')
	if i < 0 || !allOf(v[i+1:], 12, "0123456789abcdef") {
		return false
	}
	rest := v[:i]
	j := strings.LastIndexAny(rest, "-.")
	return j >= 0 && allOf(rest[j+1:], 14, "0123456789")
}

// allOf reports whether s has n bytes, each one of chars.
func allOf(s string, n int, chars string) bool {
	if len(s) != n {
		return false
	}
	for i := range len(s) {
		if !strings.ContainsRune(chars, rune(s[i])) {
			return false
		}
	}
	return true
}
