package score

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	alpakascore "altiplano/scoring/alpaka"
)

// walk asks for a finished game at the table, player by player in turn
// order: the fences in one line, the deck, and only when needed the
// fighter's count and the unicorn's replacement; the market's leftovers
// only when someone has a unicorn; then each value the box has not
// recorded, once, offering to save them.
type walk struct {
	p     text.Printer
	ask   prompt.Prompter
	names alpaka.Names
	r     alpakascore.Record
	draft *drafts.Draft // every answer is written at once; nil in no draft
	out   io.Writer     // where the review is shown (the error stream)
}

// answer asks q under key, unless the draft already holds a valid answer
// to it, and writes the answer into the draft.
func (w *walk) answer(key string, q prompt.Question) error {
	if w.draft != nil {
		if a, ok := w.draft.Answer(key); ok && (q.Validate == nil || q.Validate(a) == nil) {
			return nil
		}
	}
	a, err := w.ask.Ask(q)
	if err != nil || w.draft == nil {
		return err
	}
	return w.draft.Set(key, a)
}

// problemError shows a refused answer's problems in the user's language.
func (w *walk) problemError(ps rules.Problems) error {
	msgs := make([]string, len(ps))
	for i, pr := range ps {
		msgs[i] = w.p.Problem(pr)
	}
	return errors.New(strings.Join(msgs, "; "))
}

func (w *walk) players() error { return w.answer("players", w.playersQuestion()) }

// playersQuestion asks the names in turn order; its check sets the players.
func (w *walk) playersQuestion() prompt.Question {
	return prompt.Question{Label: text.AlpakaAskPlayers.In(w.p), Validate: func(s string) error {
		names := splitNames(s)
		if !alpaka.PlayersLimit.Contains(len(names)) {
			return errors.New(text.AlpakaErrPlayersCount.In(w.p, len(names), alpaka.PlayersLimit.Min, alpaka.PlayersLimit.Max))
		}
		if ps := rules.CheckNames(rules.At(rules.FieldNames), names); len(ps) > 0 {
			return w.problemError(ps)
		}
		w.r.Players = nil
		for _, n := range names {
			w.r.Players = append(w.r.Players, alpakascore.PlayerRecord{Name: n})
		}
		return nil
	}}
}

// splitNames is the names of a comma-separated list, cleaned.
func splitNames(s string) []string {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if n = rules.CleanName(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

func (w *walk) number(key, label string, limit rules.Limit, set func(int)) error {
	return w.answer(key, prompt.Question{Label: label, Validate: func(s string) error {
		n, p := limit.Parse("", rules.Field{}, strings.TrimSpace(s))
		if p != nil {
			return errors.New(w.p.Problem(p))
		}
		set(n)
		return nil
	}})
}

func (w *walk) player(i int) error {
	p := &w.r.Players[i]
	key := "player." + strconv.Itoa(i+1) + "."
	err := w.answer(key+"fences", prompt.Question{Label: text.AlpakaAskFences.In(w.p, p.Name), Validate: func(s string) error {
		fences, ps := alpakascore.ParseFences(s, w.names)
		if len(ps) == 0 {
			ps = alpakascore.CheckFarm(alpakascore.PlayerRecord{Name: p.Name, Fences: fences})
		}
		if len(ps) > 0 {
			return w.problemError(ps)
		}
		p.Fences = fences
		return nil
	}})
	if err != nil {
		return err
	}
	if err := w.number(key+"deck", text.AlpakaAskDeck.In(w.p, p.Name), alpaka.DeckLimit, func(n int) { p.Deck = n }); err != nil {
		return err
	}
	if has(p.Fences, alpaka.Fighter) {
		err := w.number(key+"deck_alpacas", text.AlpakaAskDeckAlpacas.In(w.p, p.Name), rules.Limit{Min: 0, Max: p.Deck}, func(n int) { p.DeckAlpacas = &n })
		if err != nil {
			return err
		}
	}
	if has(p.Fences, alpaka.Unicorn) {
		return w.answer(key+"unicorn", prompt.Question{Label: text.AlpakaAskUnicorn.In(w.p, p.Name), Validate: func(s string) error {
			p.Unicorn = ""
			cards, ps := alpakascore.ParseCards(s, w.names)
			switch {
			case len(ps) > 0:
				return w.problemError(ps)
			case len(cards) > 1:
				return w.problemError(rules.Problems{{Kind: rules.TooMany, N: len(cards), Max: 1}})
			case len(cards) == 1:
				p.Unicorn = cards[0]
			}
			return nil
		}})
	}
	return nil
}

func (w *walk) market() error {
	return w.answer("market", prompt.Question{Label: text.AlpakaAskMarket.In(w.p), Validate: func(s string) error {
		cards, ps := alpakascore.ParseCards(s, w.names)
		if len(ps) > 0 {
			return w.problemError(ps)
		}
		w.r.Market, w.r.MarketGiven = cards, true
		return nil
	}})
}

func has(fences [][]alpaka.Card, c alpaka.Card) bool {
	return slices.ContainsFunc(fences, func(f []alpaka.Card) bool { return slices.Contains(f, c) })
}

// run asks everything but the values.
func (w *walk) run() error {
	if err := w.players(); err != nil {
		return err
	}
	for i := range w.r.Players {
		if err := w.player(i); err != nil {
			return err
		}
	}
	if err := w.marketIfNeeded(); err != nil {
		return err
	}
	return w.review()
}

func (w *walk) marketIfNeeded() error {
	w.r.Market, w.r.MarketGiven = nil, false
	for _, p := range w.r.Players {
		if has(p.Fences, alpaka.Unicorn) {
			return w.market()
		}
	}
	return nil
}

// review shows every answer and asks whose to correct, until none.
func (w *walk) review() error {
	for {
		fmt.Fprintln(w.out)
		for _, p := range w.r.Players {
			fmt.Fprintln(w.out, "  "+w.summary(p))
		}
		var fix int
		_, err := w.ask.Ask(prompt.Question{Label: text.AlpakaAskReview.In(w.p), Validate: func(s string) error {
			fix = -1
			if strings.TrimSpace(s) == "" {
				return nil
			}
			for i, p := range w.r.Players {
				if rules.NameKey(p.Name) == rules.NameKey(s) {
					fix = i
					return nil
				}
			}
			names := make([]string, len(w.r.Players))
			for i, p := range w.r.Players {
				names[i] = p.Name
			}
			return errors.New(text.AlpakaErrReviewName.In(w.p, s, strings.Join(names, ", ")))
		}})
		if err != nil || fix < 0 {
			return err
		}
		if w.draft != nil {
			w.draft.ForgetPrefix("player." + strconv.Itoa(fix+1))
			w.draft.Forget("market")
		}
		w.r.Players[fix] = alpakascore.PlayerRecord{Name: w.r.Players[fix].Name}
		if err := w.player(fix); err != nil {
			return err
		}
		if err := w.marketIfNeeded(); err != nil {
			return err
		}
	}
}

// summary is one player's answers on one line, in the user's language.
func (w *walk) summary(p alpakascore.PlayerRecord) string {
	fences := make([]string, len(p.Fences))
	for i, f := range p.Fences {
		names := make([]string, len(f))
		for k, c := range f {
			names[k] = w.p.AlpakaCard(c)
		}
		fences[i] = strings.Join(names, " ")
	}
	line := text.AlpakaReviewLine.In(w.p, p.Name, strings.Join(fences, " | "), p.Deck)
	if p.DeckAlpacas != nil {
		line += "; " + text.AlpakaAskDeckAlpacas.In(w.p, p.Name) + ": " + strconv.Itoa(*p.DeckAlpacas)
	}
	if p.Unicorn != "" {
		line += "; " + text.AlpakaFieldUnicorn.In(w.p) + ": " + w.p.AlpakaCard(p.Unicorn)
	}
	return line
}

// Learned is a value asked at the table.
type Learned struct {
	card   alpaka.Card // alpaka.King for the nobles
	value  int
	nobles bool
}

// values asks each value the scoring needs and the box has not recorded,
// once, and scores; other problems end the walk.
func (w *walk) values(c alpaka.Catalog) (alpakascore.Result, alpaka.Catalog, []Learned, error) {
	var got []Learned
	for {
		res, err := alpakascore.Score(w.r, c)
		var ps rules.Problems
		if err == nil || !errors.As(err, &ps) {
			return res, c, got, err
		}
		asked := false
		for _, pr := range ps {
			var l Learned
			var label, key string
			switch pr.Kind {
			case alpakascore.ValueUnknown:
				l.card = alpaka.Card(pr.Value)
				label, key = text.AlpakaAskValue.In(w.p, w.p.AlpakaCardArg(l.card)), "value."+pr.Value
			case alpakascore.NoblesValueUnknown:
				l.card, l.nobles = alpaka.King, true
				label, key = text.AlpakaAskNobles.In(w.p), "value.nobles"
			default:
				continue
			}
			if err := w.number(key, label, alpaka.ValueLimit, func(n int) { l.value = n }); err != nil {
				return res, c, got, err
			}
			prof := alpaka.Profile{Values: map[alpaka.Card]int{}}
			if l.nobles {
				prof.Nobles = &l.value
			} else {
				prof.Values[l.card] = l.value
			}
			c = c.With(prof)
			got = append(got, l)
			asked = true
		}
		if !asked {
			return res, c, got, err
		}
	}
}

// begin does what the walk-through and the phones both do first: reads the
// catalog, opens the history and the draft (saying when one is continued).
// done closes what it opened.
func (o *Options) begin() (c alpaka.Catalog, d *drafts.Draft, done func(), err error) {
	if c, err = o.Catalog(); err != nil {
		return c, nil, nil, err
	}
	closeHistory, err := o.openHistory()
	if err != nil {
		return c, nil, nil, err
	}
	done = closeHistory
	if o.Drafts != nil {
		var resumed bool
		if d, resumed, err = openDraft(o.Drafts, o.Now(), o.NewID()); err != nil {
			closeHistory()
			return c, nil, nil, err
		}
		done = func() { d.Close(); closeHistory() }
		if resumed {
			fmt.Fprintln(o.ErrOut, text.AlpakaWalkContinue.In(o.Printer, startedAt(d)))
		}
	}
	return c, d, done, nil
}

// RunInteractive is the walk-through. An interrupted one is continued by
// the next run, without asking: its answers are in a draft.
func RunInteractive(o *Options) error {
	if !o.Interactive {
		return cmdutil.Input(text.ErrNeedsTerminal.T())
	}
	c, d, done, err := o.begin()
	if err != nil {
		return err
	}
	defer done()
	w := &walk{p: o.Printer, ask: o.Prompter(), names: text.AlpakaNames{}, draft: d, out: o.ErrOut}
	err = w.run()
	var res alpakascore.Result
	var got []Learned
	if err == nil {
		res, _, got, err = w.values(c)
	}
	if errors.Is(err, prompt.ErrInterrupted) {
		if d == nil || !d.Written {
			return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
		}
		return &cmdutil.Stopped{Text: text.AlpakaWalkStopped.T(d.Path)}
	}
	if err != nil {
		// Answers that do not add up across players: nothing typed is
		// lost, it is written out as a record to fix and score with --file.
		keep(o.ErrOut, o.Printer, w.r)
		if d != nil {
			_ = d.Discard()
		}
		return err
	}
	return o.finish(w, res, got, d)
}

// finish offers to save the values learned, prints the pad, keeps the game
// in the history and drops the draft.
func (o *Options) finish(w *walk, res alpakascore.Result, got []Learned, d *drafts.Draft) error {
	if len(got) > 0 && o.SaveValues != nil && o.Interactive {
		path, err := o.BoxPath()
		if err == nil {
			save, err := cmdutil.AskYesNo(w.ask, o.Printer, text.AlpakaAskSaveValues.In(o.Printer, path), true)
			if err != nil && !errors.Is(err, prompt.ErrInterrupted) {
				return err
			}
			if save {
				if err := o.SaveValues(path, got); err != nil {
					return err
				}
				fmt.Fprintln(o.ErrOut, text.AlpakaWalkSaved.In(o.Printer, path))
			}
		}
	}
	if err := o.print(res); err != nil {
		return err
	}
	if o.scored != nil {
		o.scored(res)
	}
	record, err := alpakascore.MarshalRecord(w.r)
	if err != nil {
		return err
	}
	if err := o.keep(record, res); err != nil {
		return err
	}
	if d != nil {
		return d.Discard()
	}
	return nil
}

// openDraft continues the newest unfinished walk-through, or starts one.
func openDraft(store *drafts.Store, now time.Time, id uint64) (*drafts.Draft, bool, error) {
	found, err := store.Find()
	if err != nil {
		return nil, false, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	for _, f := range found { // newest first
		if f.Busy {
			return nil, false, cmdutil.Input(text.ErrDraftBusy.T())
		}
		if f.Bad {
			return nil, false, cmdutil.Fail(text.FieldFile.T(f.Path), text.ErrDraftUnreadable.T(f.Path), drafts.ErrCorrupt)
		}
		d, err := store.Open(f.Path)
		if err != nil {
			return nil, false, cmdutil.Fail(text.FieldFile.T(f.Path), text.ErrDraftUnreadable.T(f.Path), err)
		}
		return d, true, nil
	}
	d, err := store.Create(now, id, "", "")
	if err != nil {
		return nil, false, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return d, false, nil
}

func startedAt(d *drafts.Draft) string {
	if t, err := time.Parse(time.RFC3339, d.File.Started); err == nil {
		return t.Local().Format("2006-01-02 15:04")
	}
	return d.File.Started
}

// keep writes the answers as a record on the error stream.
func keep(w io.Writer, p text.Printer, r alpakascore.Record) {
	if len(r.Players) == 0 {
		return
	}
	data, err := alpakascore.MarshalRecord(r)
	if err != nil {
		return
	}
	fmt.Fprintln(w, text.AlpakaWalkRecord.In(p))
	fmt.Fprint(w, string(data))
}

// SaveValues writes Learned values into the box profile's alpaka: section,
// keeping everything else; a profile that would not load is never written.
func SaveValues(read func(string) ([]byte, error), write func(string, []byte) error, lex altiplano.Lexicon) func(string, []Learned) error {
	return func(path string, got []Learned) error {
		data, err := read(path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return cmdutil.FileError(text.FieldBoxFile.T(path), 0, err)
		}
		var edits []catalog.Edit
		for _, l := range got {
			if l.nobles {
				edits = append(edits, alpaka.SetNobles(l.value))
			} else {
				edits = append(edits, alpaka.SetValue(l.card, l.value))
			}
		}
		out, err := catalog.ApplyEdits(path, data, lex, edits...)
		if err != nil {
			return err
		}
		if _, err := alpaka.ParseProfile(path, out, text.AlpakaNames{}); err != nil {
			return err
		}
		if err := write(path, out); err != nil {
			return cmdutil.Fail(text.FieldBoxFile.T(path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
		}
		return nil
	}
}
