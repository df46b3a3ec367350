// Command pack writes the release's archives and its SBOM so that the same
// inputs give the same bytes on any machine with the same Go: every entry
// at one time (the commit's), sorted by name, owner 0, fixed modes. Only
// the standard library; .ci/release runs it.
//
//	go run .ci/pack.go archive -time UNIX [-x NAME] OUT.tar.gz|OUT.zip NAME=FILE...
//	go run .ci/pack.go sbom -time UNIX [-build COMMAND] [-supplier NAME] [-author NAME] OUT.cdx.json BINARY...
package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha1"
	"debug/buildinfo"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "archive":
		err = archiveCmd(os.Args[2:])
	case "sbom":
		err = sbomCmd(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "pack:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: pack archive -time UNIX [-x NAME] OUT.tar.gz|OUT.zip NAME=FILE...\n       pack sbom -time UNIX [-build COMMAND] OUT.cdx.json BINARY...")
	os.Exit(2)
}

type entry struct {
	name string
	mode int64
	data []byte
}

func archiveCmd(args []string) error {
	fs := flag.NewFlagSet("archive", flag.ExitOnError)
	unix := fs.Int64("time", 0, "time of every entry, in seconds since 1970 (the commit's)")
	exec := fs.String("x", "", "the entry that is executable (mode 0755; the others 0644)")
	_ = fs.Parse(args)
	if fs.NArg() < 2 || *unix <= 0 {
		usage()
	}
	var entries []entry
	for _, arg := range fs.Args()[1:] {
		name, file, ok := strings.Cut(arg, "=")
		if !ok {
			usage()
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		mode := int64(0o644)
		if name == *exec {
			mode = 0o755
		}
		entries = append(entries, entry{name, mode, data})
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	out := fs.Arg(0)
	mtime := time.Unix(*unix, 0).UTC()
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	switch {
	case strings.HasSuffix(out, ".tar.gz"):
		err = writeTarGz(f, entries, mtime)
	case strings.HasSuffix(out, ".zip"):
		err = writeZip(f, entries, mtime)
	default:
		err = fmt.Errorf("%s: neither .tar.gz nor .zip", out)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func writeTarGz(w io.Writer, entries []entry, mtime time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression) // no name, time 0 in the gzip header
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Mode: e.mode, Size: int64(len(e.data)),
			ModTime: mtime, Uid: 0, Gid: 0, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeZip(w io.Writer, entries []entry, mtime time.Time) error {
	zw := zip.NewWriter(w)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
		h.SetMode(os.FileMode(e.mode))
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := fw.Write(e.data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// The CycloneDX 1.6 JSON document, with only the fields written here.
type (
	bom struct {
		BOMFormat    string       `json:"bomFormat"`
		SpecVersion  string       `json:"specVersion"`
		SerialNumber string       `json:"serialNumber"`
		Version      int          `json:"version"`
		Metadata     metadata     `json:"metadata"`
		Components   []component  `json:"components"`
		Dependencies []dependency `json:"dependencies"`
	}
	metadata struct {
		Timestamp string    `json:"timestamp"`
		Tools     *toolList `json:"tools"`
		Authors   []entity  `json:"authors"`
		Component component `json:"component"`
		Supplier  *entity   `json:"supplier"`
	}
	toolList struct {
		Components []component `json:"components"`
	}
	entity struct {
		Name string `json:"name"`
	}
	component struct {
		Type       string     `json:"type"`
		BOMRef     string     `json:"bom-ref,omitempty"`
		Supplier   *entity    `json:"supplier,omitempty"`
		Name       string     `json:"name"`
		Version    string     `json:"version"`
		PURL       string     `json:"purl,omitempty"`
		Properties []property `json:"properties,omitempty"`
	}
	property struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	dependency struct {
		Ref       string   `json:"ref"`
		DependsOn []string `json:"dependsOn"`
	}
)

// sbomCmd writes one SBOM for the release: the program, and every module
// linked into any of its binaries (read from the module list the Go
// toolchain embeds), the standard library included.
func sbomCmd(args []string) error {
	fs := flag.NewFlagSet("sbom", flag.ExitOnError)
	unix := fs.Int64("time", 0, "the commit's time, in seconds since 1970")
	build := fs.String("build", "", "the build command, environment first")
	supplier := fs.String("supplier", "altiplano", "who supplies the program (NTIA: supplier name)")
	author := fs.String("author", "", "who made the SBOM's data (NTIA: author); the supplier when empty")
	_ = fs.Parse(args)
	if fs.NArg() < 2 || *unix <= 0 {
		usage()
	}
	var first *debug.BuildInfo
	var targets []string
	libs := map[string]component{}
	for _, file := range fs.Args()[1:] {
		bi, err := buildinfo.ReadFile(file)
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		if first == nil {
			first = bi
		} else if bi.Main != first.Main || setting(bi, "vcs.revision") != setting(first, "vcs.revision") {
			return fmt.Errorf("%s: built from another module or commit than %s", file, fs.Arg(1))
		}
		targets = append(targets, setting(bi, "GOOS")+"/"+setting(bi, "GOARCH"))
		std := library("std", bi.GoVersion)
		libs[std.BOMRef] = std
		for _, d := range bi.Deps {
			if d.Replace != nil {
				d = d.Replace
			}
			c := library(d.Path, d.Version)
			if d.Sum != "" {
				c.Properties = []property{{"go.sum", d.Sum}}
			}
			libs[c.BOMRef] = c
		}
	}
	slices.Sort(targets)
	app := component{Type: "application", Name: first.Main.Path, Version: first.Main.Version, PURL: purl(first.Main.Path, first.Main.Version),
		Properties: []property{{"vcs.revision", setting(first, "vcs.revision")}, {"vcs.time", setting(first, "vcs.time")},
			{"vcs.modified", setting(first, "vcs.modified")}, {"go", first.GoVersion}, {"targets", strings.Join(targets, " ")}}}
	// The binaries record one -gcflags of the release's two; the whole
	// command lets anyone build the same bytes again.
	if *build != "" {
		app.Properties = append(app.Properties, property{"build", *build})
	}
	app.BOMRef = app.PURL
	app.Supplier = &entity{Name: *supplier}
	if *author == "" {
		*author = *supplier
	}
	// The NTIA minimum elements: each component's supplier, the SBOM's
	// author, and the tools that made it (Go built the binaries this
	// read; pack wrote it).
	tools := []component{{Type: "application", Name: "go", Version: first.GoVersion, Supplier: &entity{Name: "The Go Authors"}},
		{Type: "application", Name: "altiplano .ci/pack.go", Version: setting(first, "vcs.revision"), Supplier: &entity{Name: *supplier}}}
	doc := bom{BOMFormat: "CycloneDX", SpecVersion: "1.6", Version: 1,
		Metadata: metadata{Timestamp: time.Unix(*unix, 0).UTC().Format(time.RFC3339), Component: app,
			Supplier: &entity{Name: *supplier}, Authors: []entity{{Name: *author}}, Tools: &toolList{Components: tools}}}
	refs := []string{}
	for _, ref := range slices.Sorted(maps.Keys(libs)) {
		doc.Components = append(doc.Components, libs[ref])
		refs = append(refs, ref)
	}
	doc.Dependencies = []dependency{{Ref: app.BOMRef, DependsOn: refs}}
	doc.SerialNumber = serial(app.PURL + " " + app.Properties[0].Value + " " + strings.Join(targets, " "))
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(fs.Arg(0), append(data, '\n'), 0o644)
}

func library(path, version string) component {
	p := purl(path, version)
	return component{Type: "library", BOMRef: p, Supplier: &entity{Name: supplierOf(path)}, Name: path, Version: version, PURL: p}
}

// supplierOf names who supplies a module, from its path: the account on a
// code host (github.com/spf13), the Go project for its own modules
// (golang.org/x), else the domain that serves it (modernc.org).
func supplierOf(path string) string {
	parts := strings.Split(path, "/")
	switch {
	case path == "std" || parts[0] == "golang.org" || parts[0] == "go.dev":
		return "The Go Authors"
	case len(parts) > 1 && slices.Contains([]string{"github.com", "gitlab.com", "bitbucket.org", "codeberg.org"}, parts[0]):
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// purl is the package URL of a Go module (pkg:golang/PATH@VERSION).
func purl(path, version string) string {
	return "pkg:golang/" + path + "@" + strings.ReplaceAll(version, "+", "%2B")
}

func setting(bi *debug.BuildInfo, key string) string {
	for _, s := range bi.Settings {
		if s.Key == key {
			return s.Value
		}
	}
	return ""
}

// serial is a name-based (version 5) UUID URN of what the SBOM describes,
// so the same release always has the same serial number.
func serial(name string) string {
	sum := sha1.Sum([]byte("altiplano release sbom\x00" + name))
	u := sum[:16]
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}
