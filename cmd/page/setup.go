package page

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// The flags of a setup command the form leaves out: what the page does
// itself (a code typed, a seat's secret part, the seed) or cannot do (a
// table counted at a terminal, JSON).
var notInForm = map[string]bool{"code": true, "seat": true, "check": true, "json": true, "seed": true, "help": true}

func gameID(s string) game.ID { return game.ID(s) }

// setupCommand is game g's setup command, made with f; nil when the game
// has none.
func setupCommand(g game.Game, f *factory.Factory) *cobra.Command {
	for _, c := range g.Commands(f) {
		if c.Name() == "setup" {
			return c
		}
	}
	return nil
}

// setupForm is the form of g's setup: a field per option of its setup
// command, in the words of its --help, typed values kept; errs are why the
// last one was refused.
func (a *App) setupForm(g game.Game, typed map[string]string, errs []string) {
	var out bytes.Buffer
	f := a.factory(&out, &out, nil)
	f.Phone = true // its words as a phone says them: no other flag named
	cmd := setupCommand(g, f)
	v := appView{Setup: true, Game: string(g.ID()), Title: text.For(a.lang).T(g.Name()) + " · " + text.PageSetup.In(text.For(a.lang)), Errors: errs}
	if cmd != nil {
		cmd.Flags().VisitAll(func(fl *pflag.Flag) {
			if notInForm[fl.Name] || fl.Hidden {
				return
			}
			fd := field{Name: "f." + fl.Name, Label: fl.Usage, Value: fl.DefValue, Numeric: fl.Value.Type() == "int"}
			if t, ok := typed[fd.Name]; ok {
				fd.Value = t
			}
			switch {
			case fl.Value.Type() == "bool":
				fd.Check, fd.Value = true, ""
				fd.On = typed[fd.Name] == "on"
			default:
				fd.Choices = choices(cmd, fl.Name, fd.Value)
			}
			v.Fields = append(v.Fields, fd)
		})
	}
	v.Code = typed["code"]
	a.draw(v, func() { a.setupForm(g, typed, errs) })
}

// choices are a flag's closed set of values, as the shell completes them
// (each with its words), the one typed or its default chosen; none for an
// open value (names, a seed).
func choices(cmd *cobra.Command, name, value string) []choice {
	complete, ok := cmd.GetFlagCompletionFunc(name)
	if !ok {
		return nil
	}
	all, _ := complete(cmd, nil, "")
	var out []choice
	for _, c := range all {
		v, words, _ := strings.Cut(string(c), "\t")
		if words == "" {
			words = v
		}
		out = append(out, choice{Value: v, Label: words, On: v == value})
	}
	return out
}

// setupSent shows the sheet the form (or a code typed) asks for, as the
// game's setup command prints it with the code: the same sheet as
// `altiplano setup --code`. A secret part per seat (the missions dealt) is
// behind a tap of its own.
func (a *App) setupSent(fields map[string]string) {
	g, ok := a.games.Find(gameID(fields["game"]))
	if !ok {
		a.home()
		return
	}
	code := strings.TrimSpace(fields["code"])
	// A table's code carries no names: they travel beside it, as typed in
	// the form or kept with a code shown.
	names := strings.TrimSpace(fields["names"])
	if code == "" {
		names = strings.TrimSpace(fields["f.names"])
		var args []string
		var out bytes.Buffer
		cmd := setupCommand(g, a.factory(&out, &out, nil))
		if cmd == nil {
			a.home()
			return
		}
		cmd.Flags().VisitAll(func(fl *pflag.Flag) {
			typed, ok := fields["f."+fl.Name]
			switch {
			case !ok || notInForm[fl.Name]:
			case fl.Value.Type() == "bool":
				if typed == "on" {
					args = append(args, "--"+fl.Name)
				}
			case strings.TrimSpace(typed) != "" && typed != fl.DefValue:
				args = append(args, "--"+fl.Name, typed)
			}
		})
		// The page draws the seed: the code it reads from the sheet's JSON
		// is then the sheet's.
		if a.cfg.Seed != nil {
			args = append(args, "--seed", strconv.FormatUint(a.cfg.Seed(), 10))
		}
		var errs []string
		code, errs = a.setupCode(g, args)
		if len(errs) > 0 {
			a.setupForm(g, fields, errs)
			return
		}
	}
	sheet, errs := a.setupRun(g, tableArgs(code, names))
	if len(errs) > 0 {
		a.setupForm(g, fields, errs)
		return
	}
	v := appView{Sheet: sheet, Code: code, Names: names, Game: string(g.ID()), Title: text.For(a.lang).T(g.Name()) + " · " + text.PageSetup.In(text.For(a.lang))}
	v.Seats = a.secretSeats(g, code, names)
	var none bytes.Buffer
	v.ScoreCode = g.Scoring(a.factory(&none, &none, nil)).Help(text.For(a.lang)).Code != ""
	a.draw(v, func() { a.setupSent(map[string]string{"game": string(g.ID()), "code": code, "names": names}) })
}

// tableArgs are the flags of a table's code and the names beside it.
func tableArgs(code, names string) []string {
	if names == "" {
		return []string{"--code", code}
	}
	return []string{"--code", code, "--names", names}
}

// setupRun runs g's setup command with args: the sheet it prints, or why
// it refused.
func (a *App) setupRun(g game.Game, args []string) (string, []string) {
	var out, said bytes.Buffer
	f := a.factory(&out, &said, nil)
	f.Phone = true // its words as a phone says them: no command to type
	f.IO.Out = a.screenWide(&out)
	cmd := setupCommand(g, f)
	if cmd == nil {
		return "", nil
	}
	cmd.SetArgs(args)
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	if err := cmd.Execute(); err != nil {
		return "", a.errorLines(err)
	}
	return strings.TrimRight(out.String(), "\n"), nil
}

// setupCode is the setup code of the table args set up, read from the
// sheet's JSON; "" when the game's setup has no JSON.
func (a *App) setupCode(g game.Game, args []string) (string, []string) {
	data, errs := a.setupRun(g, append(args, "--json"))
	if len(errs) > 0 {
		return "", errs
	}
	var sheet struct {
		Code string `json:"code"`
	}
	if json.Unmarshal([]byte(data), &sheet) != nil {
		return "", nil
	}
	return sheet.Code, nil
}

// secretSeats are the parts of the sheet of code that only one seat may
// see (the missions dealt to it), when the game's setup shows one seat's
// part (--seat): each behind a tap, so a neighbour does not see it.
func (a *App) secretSeats(g game.Game, code, names string) []secretSeat {
	var out bytes.Buffer
	cmd := setupCommand(g, a.factory(&out, &out, nil))
	if cmd == nil || cmd.Flags().Lookup("seat") == nil {
		return nil
	}
	var seats []secretSeat
	for n, name := range a.seatNames(g, code, names) {
		part, errs := a.setupRun(g, append(tableArgs(code, names), "--seat", strconv.Itoa(n+1)))
		if len(errs) > 0 {
			return nil // no secret dealt (missions not played)
		}
		seats = append(seats, secretSeat{Label: text.PageSeatSecret.In(text.For(a.lang), n+1, name), Text: part})
	}
	return seats
}

// seatNames are the names of the seats of code: the names beside it, or
// those its sheet gives (a code that names them, or each seat's label).
func (a *App) seatNames(g game.Game, code, names string) []string {
	if names != "" {
		return rules.ParseNames(names)
	}
	data, errs := a.setupRun(g, []string{"--code", code, "--json"})
	var sheet struct {
		Names []string `json:"names"`
	}
	if len(errs) > 0 || json.Unmarshal([]byte(data), &sheet) != nil {
		return nil
	}
	return sheet.Names
}
