//go:build js && wasm

// Package browser runs the offline page (cmd/page) in a browser, compiled
// to js/wasm: it gives the page the browser's storage and document, and
// hands it what the document's forms send. The loader (cmd/page/build's
// loader.js) starts the program and sends every form here through
// window.altiplano.send.
package browser

import (
	"crypto/rand"
	"encoding/binary"
	"syscall/js"
	"time"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/page"
	"altiplano/cmd/text"
	"altiplano/setup/setupcode"
)

// Run runs the page with games until the browser closes it.
func Run(games game.Registry) {
	glue := js.Global().Get("altiplano")
	glue.Set("maxFile", factory.MaxFileBytes)
	storage, refused := localStorage(glue.Get("storage"))
	app := page.New(page.Config{
		Storage:        storage,
		Screen:         screen{glue: glue},
		Games:          games,
		Lang:           browserLang(),
		Columns:        func() int { return glue.Get("columns").Int() },
		Now:            time.Now,
		Zone:           time.Local,
		Seed:           seed,
		StorageRefused: refused,
		BoxCode:        glue.Get("boxCode").String(),
	})
	glue.Set("send", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 {
			return nil
		}
		fields := map[string]string{}
		obj := args[1]
		keys := js.Global().Get("Object").Call("keys", obj)
		for i := 0; i < keys.Length(); i++ {
			k := keys.Index(i).String()
			fields[k] = obj.Get(k).String()
		}
		app.Send(args[0].String(), fields)
		return nil
	}))
	app.Run()
}

// seed draws a seed for a setup from the browser's random numbers, within
// what keeps setup codes short.
func seed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0
	}
	return binary.BigEndian.Uint64(b[:]) % (setupcode.MaxFreshSeed + 1)
}

// browserLang is the first of the browser's languages the page speaks.
func browserLang() text.Lang {
	langs := js.Global().Get("navigator").Get("languages")
	for i := 0; langs.Truthy() && i < langs.Length(); i++ {
		if l, ok := text.ParseLang(langs.Index(i).String()); ok {
			return l
		}
	}
	return text.EN
}

// screen is the document: the loader's show and download.
type screen struct{ glue js.Value }

func (s screen) Show(lang text.Lang, title, body string) {
	s.glue.Call("show", string(lang), title, body)
}

func (s screen) Claim() { s.glue.Call("claim") }

func (s screen) Download(name, mime string, data []byte) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	s.glue.Call("download", name, mime, arr)
}

// store is the browser's localStorage.
type store struct{ ls js.Value }

// localStorage is the browser's storage as the loader found it, or memory
// where the browser refuses it to the page (refused is then true).
func localStorage(ls js.Value) (s page.Storage, refused bool) {
	if !ls.Truthy() {
		return page.NewMemory(), true
	}
	return store{ls: ls}, false
}

func (s store) Get(key string) (string, bool) {
	v := s.ls.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

func (s store) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errFull
		}
	}()
	s.ls.Call("setItem", key, value)
	return nil
}

func (s store) Remove(key string) { s.ls.Call("removeItem", key) }

func (s store) Keys() []string {
	n := s.ls.Get("length").Int()
	keys := make([]string, 0, n)
	for i := 0; i < n; i++ {
		keys = append(keys, s.ls.Call("key", i).String())
	}
	return keys
}

type fullError struct{}

func (fullError) Error() string { return "the browser's storage is full" }

var errFull error = fullError{}
