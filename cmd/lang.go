package cmd

import (
	"io"
	"strings"

	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/config/loader"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
)

// chooseLang picks the output language before the command tree is built, so
// that help texts are in it too: --lang > ALTIPLANO_LANG > config file >
// the system locale (LC_ALL, LC_MESSAGES, LANG) > English. A language set
// explicitly that the tool does not speak is an error naming the choices.
// It returns the settings too: they are read once, before the command tree
// exists, and the commands reuse them.
func chooseLang(f *factory.Factory, reg game.Registry, args []string) (text.Lang, config.Config, error) {
	early := pflag.NewFlagSet("early", pflag.ContinueOnError)
	early.ParseErrorsAllowlist.UnknownFlags = true
	early.SetOutput(io.Discard)
	early.Usage = func() {}
	configFile := early.String("config", "", "")
	early.String("lang", "", "")
	early.String("box", "", "")
	early.String("db", "", "")
	early.BoolP("help", "h", false, "") // else pflag stops at --help, before --lang
	_ = early.Parse(args)               // the real parse reports flag errors

	dir, err := f.ConfigDir()
	if err != nil {
		dir = ""
	}
	cfg, err := loader.Load(loader.Sources{Flags: early, File: *configFile, Dir: dir, Getenv: f.Getenv, Home: f.HomeDir,
		Games: gameIDs(reg)})
	if err != nil {
		// The config file cannot be read; say so in the language asked for
		// by flag or environment, if any.
		cfg.Lang = f.Getenv(config.EnvName("lang"))
		if fl := early.Lookup("lang"); fl.Changed {
			cfg.Lang = fl.Value.String()
		}
		lang, _ := text.ParseLang(cfg.Lang)
		if lang == "" {
			lang = text.EN
		}
		return lang, cfg, err
	}
	if cfg.Lang != "" {
		lang, ok := text.ParseLang(cfg.Lang)
		if !ok {
			// Named where it was typed: the variable or the flag.
			where := text.FieldLang.T()
			switch cfg.LangSource {
			case config.FromEnv:
				where = text.FieldFile.T(config.EnvName("lang"))
			case config.FromFlag:
				where = text.FieldFile.T("--lang")
			}
			return text.EN, cfg, cmdutil.InputAt(where, text.ErrLangUnknown.T(cfg.Lang))
		}
		return lang, cfg, nil
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := f.Getenv(name); v != "" {
			// The first one set decides, as for any program reading the locale.
			if lang, ok := text.MatchLocale(v); ok {
				return lang, cfg, nil
			}
			return text.EN, cfg, nil
		}
	}
	return text.EN, cfg, nil
}

// gameIDs are the ids of the games of reg, the home game first: the config
// file may hold settings for each.
func gameIDs(reg game.Registry) []string {
	ids := make([]string, len(reg))
	for i, id := range reg.IDs() {
		ids[i] = string(id)
	}
	return ids
}

// localeCharset is the locale variable that decides the terminal's
// character set (LC_ALL, LC_CTYPE, LANG: the first set), and the UTF-8
// locale to set instead when it names another (de_DE.ISO-8859-1): the
// program writes UTF-8 whatever the locale says. ok is false for a UTF-8
// locale, or one that names no character set.
func localeCharset(getenv func(string) string) (name, value, instead string, ok bool) {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		value := getenv(name)
		if value == "" {
			continue
		}
		base, charset, found := strings.Cut(value, ".")
		charset, modifier, _ := strings.Cut(charset, "@")
		if !found || strings.EqualFold(strings.ReplaceAll(charset, "-", ""), "utf8") {
			return "", "", "", false
		}
		instead = base + ".UTF-8"
		if modifier != "" {
			instead += "@" + modifier
		}
		return name, value, instead, true
	}
	return "", "", "", false
}
