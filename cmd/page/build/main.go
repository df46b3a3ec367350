// Command build makes the offline page from the engine: the single file
// that opens from anywhere (altiplano_VERSION.html: the engine compiled to
// js/wasm and inlined, with Go's own wasm_exec.js and the loader; no
// request to any network) and the same page as a static folder that works
// offline after its first visit and can be added to a home screen
// (altiplano_VERSION_web.zip: index.html, the wasm, a web manifest, icons
// and a service worker). Both are reproducible: the same commit gives the
// same bytes.
//
//	go run ./cmd/page/build -out dist -version dev
package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"flag"
	"fmt"
	"html/template"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"altiplano/cmd/page"
)

//go:embed assets/shell.html assets/loader.js assets/sw.js assets/manifest.webmanifest
var assets embed.FS

func main() {
	out := flag.String("out", "dist", "the folder the page is written to")
	version := flag.String("version", "dev", "the version the file names carry")
	stamp := flag.String("time", "", "the time the zip's entries carry, RFC 3339 (default: the commit's, else 2000-01-01)")
	program := flag.String("main", "altiplano/cmd/page/wasm", "the page's program: the engine with the games it plays (a test's adds its own)")
	flag.Parse()
	if err := build(*out, *version, *stamp, *program); err != nil {
		fmt.Fprintln(os.Stderr, "page:", err)
		os.Exit(1)
	}
}

func build(out, version, stamp, program string) error {
	wasm, err := compile(program)
	if err != nil {
		return err
	}
	when, err := entryTime(stamp)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	single, err := singleFile(wasm)
	if err != nil {
		return err
	}
	htmlName := filepath.Join(out, "altiplano_"+version+".html")
	if err := os.WriteFile(htmlName, single, 0o644); err != nil {
		return err
	}
	web, err := webFolder(wasm, version, when)
	if err != nil {
		return err
	}
	zipName := filepath.Join(out, "altiplano_"+version+"_web.zip")
	if err := os.WriteFile(zipName, web, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s\t%d bytes (%.2f MB; engine %.2f MB, %.2f MB gzip)\n", htmlName, len(single), mb(len(single)), mb(len(wasm)), mb(len(gz(wasm))))
	fmt.Printf("%s\t%d bytes (%.2f MB)\n", zipName, len(web), mb(len(web)))
	return nil
}

func mb(n int) float64 { return float64(n) / 1e6 }

// compile builds the page's program for the browser with the standard
// toolchain.
func compile(program string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "altiplano-page-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "altiplano.wasm")
	// Without inlining the engine gzips 15 % smaller (3.4 MB against
	// 4.0): a page asks one question at a time, and its downloaded size
	// is what a phone without signal pays.
	cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-gcflags=all=-l", "-ldflags=-s -w -buildid=", "-o", file, program)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go build for js/wasm: %w", err)
	}
	return os.ReadFile(file)
}

// wasmExec is Go's own loader of its WebAssembly, from the toolchain that
// compiled the engine.
func wasmExec() (string, error) {
	root := runtime.GOROOT()
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		root = strings.TrimSpace(string(out))
	}
	b, err := os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return "", fmt.Errorf("Go's wasm_exec.js: %w", err)
	}
	return string(b), nil
}

// gz is data gzipped as tightly as Go can, with no name or time in it.
func gz(data []byte) []byte {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	_, _ = w.Write(data)
	_ = w.Close()
	return b.Bytes()
}

// shell is the page's document: the loader, Go's wasm_exec.js, the
// style, and a policy that lets it run those (by their hashes) and the
// WebAssembly, and nothing from any network; the single file also holds
// the engine (payload).
type shell struct {
	Charset  string
	CSP      string
	Style    template.CSS
	WasmExec template.JS
	Loader   template.JS
	Web      bool
	Payload  template.HTML
}

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(h[:]) + "'"
}

func newShell(web bool) (shell, error) {
	exec, err := wasmExec()
	if err != nil {
		return shell{}, err
	}
	loader, err := assets.ReadFile("assets/loader.js")
	if err != nil {
		return shell{}, err
	}
	s := shell{Charset: "windows-1252", Style: template.CSS(page.Style()), WasmExec: template.JS(exec), Loader: template.JS(loader), Web: web}
	// The single file connects to nothing; the folder fetches its own
	// engine, and its service worker caches it.
	connect, worker, manifest := "'none'", "'none'", "'none'"
	if web {
		s.Charset = "utf-8"
		connect, worker, manifest = "'self'", "'self'", "'self'"
	}
	s.CSP = "default-src 'none'; script-src " + hash(exec) + " " + hash(string(loader)) + " 'wasm-unsafe-eval'; style-src " +
		hash(page.Style()) + "; img-src 'self' data:; connect-src " + connect + "; worker-src " + worker +
		"; manifest-src " + manifest + "; base-uri 'none'; form-action 'none'"
	return s, nil
}

func render(s shell) ([]byte, error) {
	t, err := template.ParseFS(assets, "assets/shell.html")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, s); err != nil {
		return nil, err
	}
	return ascii(b.Bytes()), nil
}

// ascii writes every character of doc beyond ASCII as a character
// reference: the single file is a windows-1252 document (see inline), and
// its own words (what it says while the engine loads, or without scripts)
// read the same in any encoding.
func ascii(doc []byte) []byte {
	var b bytes.Buffer
	for _, r := range string(doc) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "&#%d;", r)
	}
	return b.Bytes()
}

// singleFile is the page in one file, the engine gzipped inside it.
func singleFile(wasm []byte) ([]byte, error) {
	s, err := newShell(false)
	if err != nil {
		return nil, err
	}
	const mark = "ENGINE-GOES-HERE"
	s.Payload = mark
	doc, err := render(s)
	if err != nil {
		return nil, err
	}
	at := bytes.Index(doc, []byte(mark))
	return append(append(append([]byte{}, doc[:at]...), inline(gz(wasm))...), doc[at+len(mark):]...), nil
}

// inline writes bytes as characters of a windows-1252 document, one byte
// each: the few a document cannot hold as they are — NUL and CR (the
// parser changes them), "<" (it could end the script) and "=" itself — as
// "=" and the byte plus 64. The loader reads them back.
func inline(data []byte) []byte {
	out := make([]byte, 0, len(data)+len(data)/32)
	for _, b := range data {
		switch b {
		case 0x00, 0x0d, '<', '=':
			out = append(out, '=', b+64)
		default:
			out = append(out, b)
		}
	}
	return out
}

// webFolder is the page as a static folder, zipped: it works offline
// after its first visit and can be added to a home screen.
func webFolder(wasm []byte, version string, when time.Time) ([]byte, error) {
	s, err := newShell(true)
	if err != nil {
		return nil, err
	}
	index, err := render(s)
	if err != nil {
		return nil, err
	}
	sw, err := assets.ReadFile("assets/sw.js")
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(wasm)
	sw = bytes.ReplaceAll(sw, []byte("{{.Version}}"), []byte(version+"-"+fmt.Sprintf("%x", sum[:6])))
	manifest, err := assets.ReadFile("assets/manifest.webmanifest")
	if err != nil {
		return nil, err
	}
	files := []struct {
		name string
		data []byte
	}{
		{"altiplano.wasm.gz", gz(wasm)},
		{"icon-192.png", icon(192)},
		{"icon-512.png", icon(512)},
		{"index.html", index},
		{"manifest.webmanifest", manifest},
		{"sw.js", sw},
	}
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, f := range files {
		h := &zip.FileHeader{Name: "altiplano/" + f.name, Method: zip.Deflate, Modified: when}
		h.SetMode(0o644)
		w, err := z.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// entryTime is the time the zip's entries carry: given, else the commit's,
// else a fixed one, so that two builds of one commit are the same bytes.
func entryTime(stamp string) (time.Time, error) {
	if stamp != "" {
		return time.Parse(time.RFC3339, stamp)
	}
	if out, err := exec.Command("git", "log", "-1", "--format=%cI").Output(); err == nil {
		if t, err := time.Parse(time.RFC3339, strings.TrimSpace(string(out))); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC), nil
}
