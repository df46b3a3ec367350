package setup

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	setup "altiplano/setup/altiplano"
)

// sheetWriter collects the sheet's lines, keeping the first write error.
type sheetWriter struct {
	w   io.Writer
	err error
}

func (s *sheetWriter) line(text string) {
	if s.err == nil {
		_, s.err = fmt.Fprintln(s.w, text)
	}
}

func (s *sheetWriter) blank() { s.line("") }

func (s *sheetWriter) table(t render.Table) {
	if s.err == nil {
		s.err = t.Write(s.w)
	}
}

// WriteSheet prints the sheet in the order the table is laid out. It never
// shows which missions a seat was dealt (they are secret; see writeSeat) nor
// which order cards are removed (they are removed unseen).
func WriteSheet(w io.Writer, p text.Printer, s setup.Sheet, c catalog.Catalog) error {
	names := words.SeatNames(p, s.Options)
	marks := render.NewMarks(p)
	out := &sheetWriter{w: w}

	out.line(words.SheetTitle.In(p, int(s.Options.Players), s.Code))
	if !p.OnPhone() { // a phone types no command; the title has the code
		out.line(words.SheetReproduce.In(p, s.Code+namesFlag(s.Options.Names), strconv.FormatUint(s.Seed, 10)))
	}
	out.line(words.SheetPlayers.In(p, strings.Join(numbered(names), ", ")))
	out.blank()

	out.line(words.SheetCircleTitle.In(p))
	circle := make([]string, len(s.Circle))
	for i, l := range s.Circle {
		circle[i] = words.Location(p, l)
	}
	out.line(words.SheetCircle.In(p, strings.Join(circle, " → "), circle[0]))
	out.blank()

	out.line(words.SheetSupplyTitle.In(p))
	out.table(printout.SupplyTable(p, s.Supply, s.Circle))
	out.blank()

	out.line(words.SheetOrdersTitle.In(p))
	out.line(words.SheetOrders.In(p, altiplano.Box().Orders, s.Supply.OrdersRemoved(), s.Supply.OrdersInPlay))
	out.blank()

	out.line(words.SheetExtensionsTitle.In(p))
	writeExtensions(out, p, s, marks)
	out.blank()

	out.line(words.SheetPlayersTitle.In(p))
	out.line(words.SheetKit.In(p))
	out.line(startLine(p, s, names))
	out.blank()

	out.line(words.SheetRolesTitle.In(p))
	if s.Roles != nil {
		out.line(words.SheetRolesDeal.In(p))
		t := render.Table{Header: render.Heads(p, words.HeadSeat, text.HeadPlayer, text.HeadRole, words.HeadStartsWith)}
		for seat, role := range s.Roles {
			t.Add(strconv.Itoa(seat+1), names[seat], words.Role(p, role), roleStart(p, marks, c.Role(role)))
		}
		out.table(t)
	} else {
		order := make([]string, len(s.DraftOrder))
		for i, seat := range s.DraftOrder {
			order[i] = names[seat]
		}
		out.line(words.SheetRolesDraft.In(p, strings.Join(order, " → ")))
	}
	out.line(words.SheetRolesTake.In(p))

	section := 7
	if s.Missions != nil {
		out.blank()
		out.line(words.SheetMissionsTitle.In(p))
		if p.OnPhone() {
			out.line(words.SheetMissionDealOnPhone.In(p))
		} else {
			out.line(words.SheetMissionDeal.In(p, setup.SeatCode(s.Options, s.Seed)))
		}
		if s.Options.Players == 2 {
			out.line(words.SheetMissionPass2.In(p))
		} else {
			out.line(words.SheetMissionPass.In(p))
		}
		section++
	}
	out.blank()
	out.line(words.SheetEndTitle.In(p, section))
	out.line(words.EndTrigger.In(p))
	out.line(words.EndFinish.In(p))
	out.line(words.EndStoreE24.In(p))
	if out.err == nil {
		out.err = marks.Write(w)
	}
	return out.err
}

// numbered prefixes each seat's name with its number: "1 Ana".
func numbered(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strconv.Itoa(i+1) + " " + n
	}
	return out
}

// startLine says who takes the start-player figure: the rulebook's youngest
// player unless the group chose a house rule.
func startLine(p text.Printer, s setup.Sheet, names []string) string {
	switch s.Options.Start {
	case setup.StartFirst:
		return words.SheetStartFirst.In(p, names[s.Start])
	case setup.StartRandom:
		return words.SheetStartRandom.In(p, names[s.Start])
	case setup.StartNamed:
		return words.SheetStartNamed.In(p, names[s.Start])
	}
	if s.Options.Named() {
		return words.SheetStartYoungestAs.In(p, names[s.Start])
	}
	return words.SheetStartYoungest.In(p)
}

func roleStart(p text.Printer, marks *render.Marks, s catalog.RoleStart) string {
	if s.Source == catalog.Unknown {
		marks.Number(0, catalog.Unknown)
		return words.SheetRoleUnknown.In(p)
	}
	// One mark for the whole cell: every number in it has the same source.
	return words.SheetRoleStart.In(p, s.Food, s.Coins, printout.StartGoods(p, s)) + marks.Suffix(s.Source)
}

func writeExtensions(out *sheetWriter, p text.Printer, s setup.Sheet, marks *render.Marks) {
	out.line(words.SheetExtFilter.In(p, int(s.Options.Players), filterText(p, s.Options.Players)))
	e := s.Extensions
	if !e.Known {
		if p.OnPhone() {
			out.line(words.SheetExtUnknownOnPhone.In(p))
		} else {
			out.line(words.SheetExtUnknown.In(p))
		}
		return
	}
	var counts []string
	for _, l := range altiplano.Letters() {
		counts = append(counts, fmt.Sprintf("%s %d", l, e.InPlay[l]))
	}
	out.line(words.SheetExtInPlay.In(p, strings.Join(counts, ", "), len(e.Removed)))
	t := render.Table{Header: render.Heads(p, words.HeadSlot, words.HeadTile, words.HeadCost, words.HeadSurcharge, words.HeadPrice)}
	for _, slot := range e.Strip {
		name := words.SheetTileName.In(p, int(slot.Tile.Effect), words.Effect(p, slot.Tile.Effect))
		price := strconv.Itoa(slot.Price)
		if slot.Surcharge.Unverified() {
			price += "*"
		}
		slotName := strconv.Itoa(slot.Slot)
		if slot.Slot == 1 {
			slotName = words.ValueBottomSlot.In(p)
		}
		t.Add(slotName, name, strconv.Itoa(slot.Tile.Cost), "+"+marks.Number(slot.Surcharge.N, slot.Surcharge.Source), price)
	}
	out.line(words.SheetExtStrip.In(p))
	out.table(t)
	var stack []string
	for _, tile := range e.Stack {
		stack = append(stack, fmt.Sprintf("%s:E%d", tile.Letter, tile.Effect))
	}
	out.line(words.SheetExtStack.In(p, len(e.Stack), strings.Join(stack, " ")))
}

// filterText says which marked tiles go back to the box for n players.
func filterText(p text.Printer, n altiplano.PlayerCount) string {
	var out []string
	for _, m := range []altiplano.PlayerMark{altiplano.ThreePlus, altiplano.FourPlus, altiplano.FivePlus} {
		if !m.InPlay(n) {
			out = append(out, string(m))
		}
	}
	if len(out) == 0 {
		return words.SheetExtKeepAll.In(p)
	}
	return words.SheetExtRemoveMarks.In(p, strings.Join(out, ", "))
}

// writeSeat prints one seat's three dealt missions and nothing else, so each
// player can look on their own device.
func writeSeat(w io.Writer, p text.Printer, s setup.Sheet, seat int) error {
	i, problem := s.Options.SeatIndex(seat)
	if problem != nil {
		return problem
	}
	if s.Missions == nil {
		return cmdutil.Input(words.ErrSeatNeedsMissions.T())
	}
	out := &sheetWriter{w: w}
	// A seat code carries no names: the seat alone, not a "Player 1" the
	// sheet may not have said.
	title := words.SeatCardTitleUnnamed.In(p, seat)
	if s.Options.Named() {
		title = words.SeatCardTitle.In(p, seat, s.Options.Names[i])
	}
	out.line(title)
	out.line(words.SeatCardSecret.In(p))
	for _, id := range s.Missions[i] {
		out.line(fmt.Sprintf("  %2d  %s", id, words.MissionText(p, id)))
	}
	return out.err
}

// namesFlag is --names with the seats' names, as a shell reads it, after
// the code that does not carry them; "" for unnamed seats.
func namesFlag(names []string) string {
	if len(names) == 0 {
		return ""
	}
	list := strings.Join(names, ",")
	if strings.ContainsAny(list, "\"$`\\!") {
		return " --names '" + strings.ReplaceAll(list, "'", `'\''`) + "'"
	}
	return ` --names "` + list + `"`
}
