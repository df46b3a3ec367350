package importcmd

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// foreignExports are the exports games import cannot read back, by how
// their first bytes look, with the name the user knows them by.
var foreignExports = []struct {
	name string
	is   func(head []byte) bool
}{
	{"BG Stats", func(h []byte) bool {
		return h[0] == '{' && (bytes.Contains(h, []byte(`"userInfo"`)) || bytes.Contains(h, []byte("Board Game Stats")))
	}},
	{"BG Stats link", func(h []byte) bool { return bytes.HasPrefix(h, []byte("https://app.bgstatsapp.com/")) }},
	{"CSV", func(h []byte) bool { return bytes.HasPrefix(h, []byte("game_id,played_at,")) }},
	{"BGG XML", func(h []byte) bool { return h[0] == '<' && bytes.Contains(h, []byte("<plays")) }},
}

// foreignExport is the name of the export head begins, or "".
func foreignExport(head []byte) string {
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\ufeff")), " \t\r\n")
	if len(head) == 0 {
		return ""
	}
	for _, f := range foreignExports {
		if f.is(head) {
			return f.name
		}
	}
	return ""
}

// refuseForeignExports refuses, before the history is opened or created,
// every file that is one of our exports import cannot read (BG Stats,
// CSV, BGG XML): read as a record it would only give a page of problems.
func (o *Options) refuseForeignExports() error {
	refused := false
	for _, file := range o.Files {
		if name := foreignExport(o.head(file)); name != "" {
			// One line each: the file is not a record, so no list of
			// problems and no pointer to the usage.
			fmt.Fprintln(o.ErrOut, text.ErrPrefix.In(o.Printer)+" "+
				cmdutil.Render(o.Printer, cmdutil.InputAt(text.FieldFile.T(o.Printer.FileName(file)), text.ErrImportForeignExport.T(name))))
			refused = true
		}
	}
	if refused {
		return cmdutil.Quiet(cmdutil.ExitUsage)
	}
	return nil
}

// head is the first bytes of file (standard input for "-", which stays
// readable whole), or nil when it cannot be read: reading it later says why.
func (o *Options) head(file string) []byte {
	if file == "-" {
		br, ok := o.In.(*bufio.Reader)
		if !ok {
			br = bufio.NewReaderSize(o.In, 4096)
			o.In = br
		}
		head, _ := br.Peek(512)
		return head
	}
	f, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil
	}
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	return head[:n]
}
