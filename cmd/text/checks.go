package text

// What the checks of message files see (cmd/text/texttest, used by the
// tests of the shared words and of each game's): a file as parsed whole,
// and a message made from its key rather than from a declaration.

// MessageFile is one language's message file, parsed whole.
type MessageFile struct {
	Plain  map[string]string
	Counts map[string]map[string]string // key → plural form → text
}

// ParseMessageFile reads a whole message file; each problem names its line.
func ParseMessageFile(data string) (MessageFile, []error) {
	m, errs := parseMessages(data)
	return MessageFile{Plain: m.plain, Counts: m.counts}, errs
}

// MessageLines are a file's message lines, after its leading comments, as
// the program searches them.
func MessageLines(data string) string { return newCatalogue(data).data }

// LookupMessage finds key's text in a message file as the program does.
func LookupMessage(data, key string) (string, bool) { return newCatalogue(data).lookup(key) }

// PluralForm is the CLDR plural form ("one", "few"…) of n in lang.
func PluralForm(lang Lang, n int) string { return pluralForm(lang, n) }

// MessageFiles are the message files of lang the program reads: the shared
// one first, then each registered game's.
func MessageFiles(lang Lang) []string { return messageFiles(lang) }

// Keyed is the message key with args, count the 1-based index of the
// argument that picks the plural form (0: none): the message a declaration
// M1…M4 of that key makes, for the checks that see files, not declarations.
func Keyed(key string, count int, args ...any) Text { return Text{key: key, count: count, args: args} }
