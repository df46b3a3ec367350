package altiplano

import (
	"slices"
	"strconv"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Kinds of problems with a game record that contradicts its setup code.
const (
	// CodeMissionsOn: the code dealt missions; the record says the variant
	// was not played. Value (the code).
	CodeMissionsOn rules.Kind = "setup_code_missions_on"
	// CodeMissionsOff: the code dealt no missions; the record says the
	// variant was played. Value.
	CodeMissionsOff rules.Kind = "setup_code_missions_off"
	// CodeMissionNotDealt: a player holds a mission the code dealt neither
	// to them nor to a neighbour. Player, Ref (the mission), Value, Names
	// (the missions the player may hold, by number).
	CodeMissionNotDealt rules.Kind = "setup_code_mission_not_dealt"
	// CodeMissionsOwn: a player holds two missions of their own deal; one of
	// the two held comes from a neighbour. Player, Names (the two numbers).
	CodeMissionsOwn rules.Kind = "setup_code_missions_own"
	// CodeMissionsPassed: a player holds two missions passed by neighbours;
	// they keep one of them. Player, Names (the two numbers).
	CodeMissionsPassed rules.Kind = "setup_code_missions_passed"
	// CodeRole: a role other than the one the code dealt. Player, Value,
	// Names (the dealt role, the recorded one).
	CodeRole rules.Kind = "setup_code_role"
	// CodeStart: a start player other than the code's. Player, Value, Names
	// (the code's start player).
	CodeStart rules.Kind = "setup_code_start"
)

// RecordKinds lists the kinds above, for the presentation's completeness test.
func RecordKinds() []rules.Kind {
	return []rules.Kind{CodeMissionsOn, CodeMissionsOff, CodeMissionNotDealt, CodeMissionsOwn, CodeMissionsPassed, CodeRole, CodeStart}
}

// RecordedSeat is what a game record says about one seat that its setup
// code determines. Role is "" when not recorded.
type RecordedSeat struct {
	Name     string
	Role     altiplano.Role
	Start    bool
	Missions []altiplano.MissionID
}

// CheckRecord checks a game record's seats, in seat order, against the
// setup its code deals: the players (count, and names when the code
// carries them), the mission variant, the missions each player can hold
// (one of their own three and one passed by a neighbour), the roles when
// dealt, and the start player. It returns the start seat, or every
// problem; a problem about one player names them, with Field saying which
// part of the record (missions, roles, start, or the code).
func CheckRecord(code string, seats []RecordedSeat, missionVariant bool, c catalog.Catalog) (int, rules.Problems) {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.Name
	}
	start, p := StartSeat(code, names, c)
	if p != nil {
		return 0, rules.Problems{p}
	}
	o, seed, _ := ParseCode(code)
	sheet, err := Generate(o, seed, NewSource(seed), c)
	if err != nil {
		return 0, rules.Problems{{Kind: CodeMalformed, Value: code}}
	}
	var problems rules.Problems
	add := func(seat int, field rules.FieldKind, pr rules.Problem) {
		pr.Value, pr.Field = code, rules.At(field)
		if seat >= 0 {
			pr.Player = seats[seat].Name
		}
		problems = append(problems, &pr)
	}
	switch {
	case o.Missions && !missionVariant:
		add(-1, altiplano.FieldMissions, rules.Problem{Kind: CodeMissionsOn})
	case !o.Missions && missionVariant:
		add(-1, altiplano.FieldMissions, rules.Problem{Kind: CodeMissionsOff})
	case o.Missions:
		for i, s := range seats {
			problems = append(problems, sheet.CheckHand(code, i, s.Name, s.Missions)...)
		}
	}
	for i, s := range seats {
		if sheet.Roles != nil && s.Role != "" && s.Role != sheet.Roles[i] {
			add(i, altiplano.FieldRoles, rules.Problem{Kind: CodeRole, Names: []string{string(sheet.Roles[i]), string(s.Role)}})
		}
		if s.Start && i != start {
			add(i, rules.FieldStart, rules.Problem{Kind: CodeStart, Names: []string{seats[start].Name}})
		}
	}
	return start, problems
}

// Holdable are the missions seat may hold at the end (from 0): its own
// three, then those its neighbours were dealt (one of which may have been
// passed to it), each once, in the deal's order.
func (s Sheet) Holdable(seat int) []altiplano.MissionID {
	n := len(s.Missions)
	if n == 0 {
		return nil
	}
	var out []altiplano.MissionID
	for _, from := range []int{seat, (seat + 1) % n, (seat - 1 + n) % n} {
		for _, m := range s.Missions[from] {
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// CheckHand checks the missions seat (from 0), named name, holds at the
// end against the deal of code, this sheet's: each comes from the seat's
// own three or a neighbour's, at most one of each. A record file, the
// walk-through and the phones all check a hand here. Each problem names
// the player and the code, at the missions.
func (s Sheet) CheckHand(code string, seat int, name string, held []altiplano.MissionID) rules.Problems {
	n := len(s.Missions)
	if seat < 0 || seat >= n {
		return nil // the code dealt no missions, or not to this seat
	}
	var problems rules.Problems
	fail := func(pr rules.Problem) {
		pr.Player, pr.Value, pr.Field = name, code, rules.At(altiplano.FieldMissions)
		problems = append(problems, &pr)
	}
	neighbours := []int{(seat + 1) % n, (seat - 1 + n) % n}
	var own, passed []altiplano.MissionID
	for _, m := range held {
		switch {
		case slices.Contains(s.Missions[seat], m):
			own = append(own, m)
		case slices.Contains(s.Missions[neighbours[0]], m) || slices.Contains(s.Missions[neighbours[1]], m):
			passed = append(passed, m)
		default:
			holdable := s.Holdable(seat)
			slices.Sort(holdable)
			fail(rules.Problem{Kind: CodeMissionNotDealt, Ref: int(m), Names: missionNumbers(holdable)})
		}
	}
	if len(own) > 1 {
		fail(rules.Problem{Kind: CodeMissionsOwn, Names: missionNumbers(own)})
	}
	if len(passed) > 1 {
		fail(rules.Problem{Kind: CodeMissionsPassed, Names: missionNumbers(passed)})
	}
	return problems
}

func missionNumbers(ms []altiplano.MissionID) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = strconv.Itoa(int(m))
	}
	return out
}
