package cmd

import (
	"io"

	"github.com/spf13/pflag"

	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/rules"
	"altiplano/rules/i18n"
)

// chooseLang picks the output language before the command tree is built, so
// that help texts are in it too: --lang > ALTIPLANO_LANG > config file >
// the system locale (LC_ALL, LC_MESSAGES, LANG) > English. A language set
// explicitly that the tool does not speak is an error naming the choices.
func chooseLang(f *factory.Factory, args []string) (i18n.Lang, error) {
	early := pflag.NewFlagSet("early", pflag.ContinueOnError)
	early.ParseErrorsAllowlist.UnknownFlags = true
	early.SetOutput(io.Discard)
	early.Usage = func() {}
	configFile := early.String("config", "", "")
	early.String("lang", "", "")
	early.String("box", "", "")
	early.BoolP("help", "h", false, "") // else pflag stops at --help, before --lang
	_ = early.Parse(args)               // the real parse reports flag errors

	dir, err := f.ConfigDir()
	if err != nil {
		dir = ""
	}
	cfg, err := config.Load(config.Sources{Flags: early, File: *configFile, Dir: dir})
	if err != nil {
		return i18n.EN, err
	}
	if cfg.Lang != "" {
		lang, ok := i18n.ParseLang(cfg.Lang)
		if !ok {
			return i18n.EN, rules.NewProblem("", i18n.FieldLang, i18n.ErrLangUnknown, cfg.Lang)
		}
		return lang, nil
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := f.Getenv(name); v != "" {
			// The first one set decides, as for any program reading the locale.
			if lang, ok := i18n.MatchLocale(v); ok {
				return lang, nil
			}
			return i18n.EN, nil
		}
	}
	return i18n.EN, nil
}
