package version_test

import (
	"bytes"
	"encoding/json"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/text"
	"altiplano/cmd/version"
)

const commit = "ea7df01c0ffee5d1b6e0c9a8f7e6d5c4b3a29180"

// buildInfo is what the toolchain records: the main module's version and
// the settings of the build.
func buildInfo(v string, settings ...string) func() (*debug.BuildInfo, bool) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "altiplano", Version: v}}
	for i := 0; i+1 < len(settings); i += 2 {
		bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
	}
	return func() (*debug.BuildInfo, bool) { return bi, true }
}

func vcs(modified string) []string {
	return []string{"GOOS", "linux", "GOARCH", "amd64", "vcs", "git", "vcs.revision", commit,
		"vcs.time", "2026-11-25T14:26:00Z", "vcs.modified", modified}
}

func TestVersionJSON(t *testing.T) {
	tests := []struct {
		name string
		info func() (*debug.BuildInfo, bool)
		want string
	}{
		{"a release: the tag", buildInfo("v1.0.0", vcs("false")...),
			`{"version": "v1.0.0", "commit": "` + commit + `", "commit_time": "2026-11-25T14:26:00Z", "modified": false, "go": "go1.26.8", "os": "linux", "arch": "amd64"}`},
		{"an untagged commit: (devel), not the pseudo-version", buildInfo("v0.0.0-20261125142600-ea7df01c0ffe", vcs("false")...),
			`{"version": "(devel)", "commit": "` + commit + `", "commit_time": "2026-11-25T14:26:00Z", "modified": false, "go": "go1.26.8", "os": "linux", "arch": "amd64"}`},
		{"after a tag, with changes", buildInfo("v1.0.1-0.20261125142600-ea7df01c0ffe+dirty", vcs("true")...),
			`{"version": "(devel)", "commit": "` + commit + `", "commit_time": "2026-11-25T14:26:00Z", "modified": true, "go": "go1.26.8", "os": "linux", "arch": "amd64"}`},
		{"a tag with changes keeps +dirty", buildInfo("v1.0.0+dirty", vcs("true")...),
			`{"version": "v1.0.0+dirty", "commit": "` + commit + `", "commit_time": "2026-11-25T14:26:00Z", "modified": true, "go": "go1.26.8", "os": "linux", "arch": "amd64"}`},
		{"go run: no version control information", buildInfo("(devel)", "GOOS", "android", "GOARCH", "arm64"),
			`{"version": "(devel)", "commit": "", "commit_time": "", "modified": null, "go": "go1.26.8", "os": "android", "arch": "arm64"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			io, _, out, _ := iostreams.Test()
			var opts *version.Options
			cmd := version.NewCmdVersion(factory.New(io), func(o *version.Options) error { opts = o; return nil })
			cmd.SetArgs([]string{"--json"})
			require.NoError(t, cmd.Execute())
			require.True(t, opts.JSON)
			opts.BuildInfo = tt.info
			require.NoError(t, version.Run(opts))
			assert.JSONEq(t, tt.want, out.String())
			var keys map[string]any
			require.NoError(t, json.Unmarshal(out.Bytes(), &keys))
			assert.Len(t, keys, 7, "the keys are stable: none added or left out")
		})
	}
}

func TestVersionText(t *testing.T) {
	tests := []struct {
		name string
		lang text.Lang
		info func() (*debug.BuildInfo, bool)
		want string
	}{
		{"a release", text.EN, buildInfo("v1.0.0", vcs("false")...), "" +
			"version:     v1.0.0\n" +
			"commit:      " + commit + "\n" +
			"commit time: 2026-11-25T14:26:00Z\n" +
			"modified:    false\n" +
			"built with:  go1.26.8\n" +
			"system:      linux/amd64\n"},
		{"untagged, said plainly", text.EN, buildInfo("v0.0.0-20261125142600-ea7df01c0ffe", vcs("true")...), "" +
			"version:     (devel), not a release: built from source without a release tag\n" +
			"commit:      " + commit + "\n" +
			"commit time: 2026-11-25T14:26:00Z\n" +
			"modified:    true\n" +
			"built with:  go1.26.8\n" +
			"system:      linux/amd64\n"},
		{"go run", text.EN, buildInfo("(devel)", "GOOS", "linux", "GOARCH", "arm64"), "" +
			"version:    (devel), not a release: built from source without a release tag\n" +
			"commit:     unknown: built without version control information (go run, or -buildvcs=false)\n" +
			"built with: go1.26.8\n" +
			"system:     linux/arm64\n"},
		{"French labels, values as recorded", text.FR, buildInfo("v1.0.0", vcs("false")...), "" +
			"version\u00a0:             v1.0.0\n" +
			"révision\u00a0:            " + commit + "\n" +
			"date de la révision\u00a0: 2026-11-25T14:26:00Z\n" +
			"modifié\u00a0:             false\n" +
			"compilé avec\u00a0:        go1.26.8\n" +
			"système\u00a0:             linux/amd64\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			require.NoError(t, version.Run(&version.Options{Out: &out, Printer: text.For(tt.lang), BuildInfo: tt.info}))
			assert.Equal(t, tt.want, out.String())
		})
	}
}

func TestVersionRefusesArguments(t *testing.T) {
	io, _, _, _ := iostreams.Test()
	cmd := version.NewCmdVersion(factory.New(io), func(*version.Options) error { return nil })
	cmd.SetArgs([]string{"extra"})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	assert.Error(t, cmd.Execute())
}
