package loader

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/files"
	"altiplano/cmd/text"
	"altiplano/rules/yamlin"
)

// readFile reads the config file into v and reports which top-level keys
// it sets. Every problem of the file is said at once, each with its line.
func readFile(v *viper.Viper, file string, explicit bool, games []string) (map[string]bool, error) {
	where := text.FieldConfigFile.T(file)
	data, err := files.ReadRegular(file, MaxFileBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return nil, nil
	case errors.Is(err, files.ErrTooLarge):
		return nil, cmdutil.InputAt(where, text.ErrConfigTooLarge.T(text.Size(MaxFileBytes)))
	case err != nil:
		return nil, cmdutil.FileError(where, MaxFileBytes, err)
	}
	c := &fileCheck{file: file, keys: allKeys(games), games: games}
	if err := c.check(data); err != nil {
		return nil, err
	}
	if len(c.found) > 0 {
		return nil, cmdutil.InLineOrder(c.found)
	}
	// viper's own messages are English and raw; a file it cannot read is
	// simply not valid YAML.
	if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
		return nil, cmdutil.InputAt(where, text.ErrConfigSyntax.T())
	}
	set := map[string]bool{}
	for _, k := range c.keys {
		if v.InConfig(k) {
			set[k] = true
		}
	}
	return set, nil
}

// fileCheck finds what viper would read silently (a second document, a
// list or mapping where a value belongs, a key it does not know), what it
// would refuse without saying where (text that is not YAML, a key given
// twice) and what it would read wrong (an alias, a number too large for
// it, quoted back rounded). Each is said with its line, values as typed.
type fileCheck struct {
	file  string
	keys  []string // the top-level keys
	games []string
	found []cmdutil.Located
	said  map[*yaml.Node]bool // aliases said with their key
}

func (c *fileCheck) fail(line int, what text.Text) {
	where := text.FieldConfigFile.T(c.file)
	if line > 0 {
		where = text.FieldConfigFileLine.T(c.file, line)
	}
	c.found = append(c.found, cmdutil.Located{Line: line, Err: &cmdutil.InputError{Where: where, What: what}})
}

// check reads data's one document; only text that is not YAML stops it
// (returned), everything else is collected.
func (c *fileCheck) check(data []byte) error {
	if line, p := yamlin.Characters(data); p != nil {
		what := text.ErrFileEncoding.T()
		if p.Kind == yamlin.Character {
			what = text.ErrFileCharacter.T(p.Value)
		}
		return cmdutil.InputAt(text.FieldConfigFileLine.T(c.file, line), what)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil
		}
		if _, ps := yamlin.Document(c.file, data); len(ps) > 0 && ps[0].Field.Line > 0 {
			what := text.ErrConfigSyntax.T()
			if why, ok := text.SyntaxWhy(ps[0].Item); ok {
				what = text.ErrConfigSyntaxWhy.T(why)
			}
			return cmdutil.InputAt(text.FieldConfigFileLine.T(c.file, ps[0].Field.Line), what)
		}
		return cmdutil.InputAt(text.FieldConfigFile.T(c.file), text.ErrConfigSyntax.T())
	}
	var next yaml.Node
	if err := dec.Decode(&next); !errors.Is(err, io.EOF) {
		line := next.Line
		if line == 0 {
			line = doc.Line
		}
		c.fail(line, text.ErrConfigTrailing.T())
	}
	c.said = map[*yaml.Node]bool{}
	defer c.aliases(&doc) // the ones no key's check said
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil // viper says what is wrong with it
	}
	root := doc.Content[0]
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, val := root.Content[i], root.Content[i+1]
		key := strings.ToLower(k.Value) // as viper reads it
		switch {
		case seen[key]:
			c.fail(k.Line, text.ErrYAMLDuplicateKey.T(k.Value))
			continue
		case !slices.Contains(c.keys, key):
			// A typo such as "bx:" would otherwise be ignored without a word.
			c.fail(k.Line, text.ErrConfigUnknownKey.T(k.Value, strings.Join(c.keys, ", ")))
			continue
		}
		seen[key] = true
		if key == gamesKey {
			c.gamesSection(val)
		} else {
			c.value(key, val)
		}
	}
	return nil
}

// alias refuses a key's value given as an alias (*name): viper would read
// the value it names, but a config file says each value where it is.
func (c *fileCheck) alias(key string, n *yaml.Node) {
	c.said[n] = true
	c.fail(n.Line, text.ErrConfigAlias.T(key, "*"+n.Value))
}

// aliases refuses every other alias: in a list, or as a key.
func (c *fileCheck) aliases(n *yaml.Node) {
	if n.Kind == yaml.AliasNode {
		if !c.said[n] {
			c.fail(n.Line, text.ErrYAMLAlias.T("*"+n.Value))
		}
		return
	}
	for _, child := range n.Content {
		c.aliases(child)
	}
}

// value checks the value of key (a known key's path): one plain value,
// and for a language or a BoardGameGeek id, one the program can use.
func (c *fileCheck) value(key string, n *yaml.Node) {
	switch {
	case n.Kind == yaml.AliasNode:
		c.alias(key, n)
	case n.Kind != yaml.ScalarNode:
		c.fail(n.Line, text.ErrConfigType.T(key))
	case n.Tag == "!!null" || n.Value == "":
	case key == "lang":
		if _, ok := text.ParseLang(n.Value); !ok {
			c.fail(n.Line, text.ErrLangUnknown.T(n.Value))
		}
	case key == bggObjectID || strings.HasSuffix(key, "_"+bggObjectID) || strings.HasSuffix(key, "."+bggObjectID):
		if _, ok := objectID(n.Value); !ok {
			c.fail(n.Line, text.ErrConfigValue.T(key, n.Value))
		}
	}
}

// gamesSection checks a games: section: a mapping of mappings of plain
// values (games: {alpaka: {bgg_object_id: 391045}}), for known games'
// settings.
func (c *fileCheck) gamesSection(games *yaml.Node) {
	if games.Kind == yaml.AliasNode {
		c.alias(gamesKey, games)
		return
	}
	if games.Kind != yaml.MappingNode {
		c.fail(games.Line, text.ErrConfigGames.T(gamesKey))
		return
	}
	for i := 0; i+1 < len(games.Content); i += 2 {
		id, section := games.Content[i], games.Content[i+1]
		if section.Kind == yaml.AliasNode {
			c.alias(gamesKey+"."+id.Value, section)
			continue
		}
		if section.Kind != yaml.MappingNode {
			c.fail(section.Line, text.ErrConfigGames.T(gamesKey+"."+id.Value))
			continue
		}
		for j := 0; j+1 < len(section.Content); j += 2 {
			k := section.Content[j]
			path := gamesKey + "." + id.Value + "." + k.Value
			if !isGameKey(strings.ToLower(path), c.games) {
				c.fail(k.Line, text.ErrConfigUnknownKey.T(path, strings.Join(c.keys, ", ")))
				continue
			}
			c.value(path, section.Content[j+1])
		}
	}
}

// isGameKey reports whether k (lower case) is a game's setting:
// games.<id>.bgg_object_id for a known game.
func isGameKey(k string, games []string) bool {
	for _, g := range games {
		if k == strings.ToLower(gameKeys(g, false)[0]) {
			return true
		}
	}
	return false
}

// objectID reads a BoardGameGeek id: a whole number, 0 or more, written
// in digits.
func objectID(s string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	return n, err == nil && n >= 0
}
