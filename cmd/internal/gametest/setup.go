package gametest

import (
	"encoding/binary"
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/setup/setupcode"
)

// CodeNumber is the game's number in its setup codes.
const CodeNumber = 9

// PlayersLimit is who plays dice.
var PlayersLimit = rules.Limit{Min: 2, Max: 6}

// setupOptions are `dice setup`'s inputs.
type setupOptions struct {
	Out     io.Writer
	Printer text.Printer
	NewSeed func() uint64
	Players string
	Seed    string
	Code    string
	Set     map[string]bool
}

// newCmdSetup is `dice setup`: who starts, from a seed, and the code that
// sets the same table up again.
func newCmdSetup(f *factory.Factory) *cobra.Command {
	p := f.Printer()
	o := &setupOptions{Out: f.IO.Out, Printer: p, NewSeed: f.NewSeed, Set: map[string]bool{}}
	cmd := &cobra.Command{Use: "setup", Short: helpSetupShort.In(p), Args: cmdutil.NoArgs,
		RunE: cmdutil.RunE(o, o.Set, nil, runSetup)}
	cmd.Flags().StringVarP(&o.Players, "players", "p", "", flagPlayers.In(p))
	cmd.Flags().StringVar(&o.Seed, "seed", "", flagSeed.In(p))
	cmd.Flags().StringVar(&o.Code, "code", "", flagCode.In(p))
	return cmd
}

func runSetup(o *setupOptions) error {
	var players int
	var seed uint64
	if o.Code != "" {
		body, pr := setupcode.Decode(CodeNumber, 1, o.Code)
		if pr != nil {
			return pr
		}
		players = int(body[0])
		var n int
		if seed, n = binary.Uvarint(body[1:]); n <= 0 || !PlayersLimit.Contains(players) {
			return &rules.Problem{Kind: setupcode.Malformed, Field: rules.At(rules.FieldCode), Value: o.Code}
		}
	} else {
		n, err := cmdutil.PlayerCount(o.Players, PlayersLimit)
		if err != nil {
			return err
		}
		players, seed = n, o.NewSeed()
		if o.Seed != "" {
			if seed, err = strconv.ParseUint(o.Seed, 10, 64); err != nil {
				return &rules.Problem{Kind: rules.NotANumber, Field: rules.At(rules.FieldSeed), Value: o.Seed}
			}
		}
	}
	code := setupcode.Encode(CodeNumber, 1, binary.AppendUvarint([]byte{byte(players)}, seed))
	p := o.Printer
	_, err := fmt.Fprintln(o.Out, sheetTitle.In(p, players)+"\n"+sheetFirst.In(p, int(seed%uint64(players))+1)+"\n"+sheetCode.In(p, code))
	return err
}
