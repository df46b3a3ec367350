package alpakascore

import (
	"altiplano/rules/yamlout"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

// recordFile is the record as written: the --file format.
type recordFile struct {
	Game     string       `yaml:"game"`
	PlayedAt string       `yaml:"played_at,omitempty"`
	Players  []playerFile `yaml:"players"`
	Market   *[]string    `yaml:"market,omitempty"`
	Duration int          `yaml:"duration,omitempty"`
	Location string       `yaml:"location,omitempty"`
}

type playerFile struct {
	Name        string     `yaml:"name"`
	Fences      [][]string `yaml:"fences"`
	Deck        int        `yaml:"deck"`
	DeckAlpacas *int       `yaml:"deck_alpacas,omitempty"`
	Unicorn     string     `yaml:"unicorn,omitempty"`
}

// MarshalRecord writes r in the format Parse reads, with card ids, so that
// what a player answered in a walk-through is never lost.
func MarshalRecord(r Record) ([]byte, error) {
	f := recordFile{Game: string(alpaka.ID), Players: []playerFile{}, Duration: r.DurationMin, Location: r.Location}
	if !r.PlayedAt.IsZero() {
		f.PlayedAt = r.PlayedAt.Written()
	}
	for _, p := range r.Players {
		pf := playerFile{Name: p.Name, Fences: [][]string{}, Deck: p.Deck, DeckAlpacas: p.DeckAlpacas, Unicorn: string(p.Unicorn)}
		for _, fence := range p.Fences {
			ids := []string{}
			for _, c := range fence {
				ids = append(ids, string(c))
			}
			pf.Fences = append(pf.Fences, ids)
		}
		f.Players = append(f.Players, pf)
	}
	if r.MarketGiven {
		m := []string{}
		for _, c := range r.Market {
			m = append(m, string(c))
		}
		f.Market = &m
	}
	return yamlout.Encode(f)
}

// IdentityForm is r as MarshalRecord writes it with every name replaced by
// its key under the name rule (rules.SameNameKey): what makes two records
// one game, so the same game written in another layout, with cards named
// in another language or names in other capitals, is one.
func IdentityForm(r Record) ([]byte, error) {
	folded := r
	if !r.PlayedAt.Local { // one instant, at whatever offset it was written
		folded.PlayedAt.At = r.PlayedAt.At.UTC()
	}
	folded.Players = make([]PlayerRecord, len(r.Players))
	for i, p := range r.Players {
		p.Name = rules.SameNameKey(p.Name)
		folded.Players[i] = p
	}
	return MarshalRecord(folded)
}
