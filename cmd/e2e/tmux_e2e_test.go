package e2e_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"altiplano/cmd/internal/golden"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tmuxPane is the program running in a real terminal emulator (tmux) of a
// given width, its output streamed through a FIFO so a test waits on what
// the screen receives, and its scrollback read at the end.
type tmuxPane struct {
	t    *testing.T
	sock string
	*stream
}

func needTmux(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is needed for this test (.ci/run installs it)")
		}
		t.Skip("tmux is not installed")
	}
}

func (p *tmuxPane) tmux(args ...string) string {
	p.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", p.sock}, args...)...).CombinedOutput()
	require.NoError(p.t, err, "tmux %v: %s", args, out)
	return string(out)
}

// tmuxEnv is userEnv in tmux's terminal, in UTF-8.
func tmuxEnv(t testing.TB) []string { return userEnv(t, "TERM=screen", "LANG=C.UTF-8") }

func startInTmux(t *testing.T, cols int, env []string, bin string, args ...string) *tmuxPane {
	t.Helper()
	return startInTmuxSized(t, cols, 40, env, bin, args...)
}

// startInTmuxSized is startInTmux in a terminal of cols×rows.
func startInTmuxSized(t *testing.T, cols, rows int, env []string, bin string, args ...string) *tmuxPane {
	t.Helper()
	return startTmuxLine(t, cols, rows, "exec env -i "+strings.Join(env, " ")+" "+bin+" "+strings.Join(args, " "))
}

// startInTmuxToEnd is startInTmux for a program that ends by itself: the
// shell then prints programEnded, after all the program printed (see
// ended).
func startInTmuxToEnd(t *testing.T, cols int, env []string, bin string, args ...string) *tmuxPane {
	t.Helper()
	// Printed in two halves: the command line the shell echoes does not
	// hold it whole.
	half := len(programEnded) / 2
	return startTmuxLine(t, cols, 40, "env -i "+strings.Join(env, " ")+" "+bin+" "+strings.Join(args, " ")+
		"; printf '%s%s\\n' "+programEnded[:half]+" "+programEnded[half:])
}

// programEnded is what the shell prints once the program has ended.
const programEnded = "program-ended"

// startTmuxLine runs the shell's command line in a fresh terminal of
// cols×rows.
func startTmuxLine(t *testing.T, cols, rows int, command string) *tmuxPane {
	t.Helper()
	needTmux(t)
	dir := t.TempDir()
	p := &tmuxPane{t: t, sock: filepath.Join(dir, "sock")}
	conf := filepath.Join(dir, "tmux.conf")
	require.NoError(t, os.WriteFile(conf, []byte("set -g remain-on-exit on\nset -g history-limit 50000\nset -g status off\n"), 0o644))
	fifo := filepath.Join(dir, "screen")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))

	p.tmux("-f", conf, "new-session", "-d", "-s", "table", "-x", fmt.Sprint(cols), "-y", fmt.Sprint(rows), "sh")
	t.Cleanup(func() {
		// The child first (it may be waiting for an answer), then tmux.
		_ = exec.Command("tmux", "-S", p.sock, "kill-server").Run()
	})
	p.tmux("pipe-pane", "-t", "table", "cat > "+fifo)
	f, err := os.Open(fifo)
	require.NoError(t, err)
	t.Cleanup(func() { _ = f.Close() })
	p.stream = readStream(f, 256)
	p.tmux("send-keys", "-t", "table", "-l", "clear; "+command)
	p.tmux("send-keys", "-t", "table", "Enter")
	return p
}

// expect waits until the pane has received want since the last expect.
func (p *tmuxPane) expect(want string) {
	p.t.Helper()
	p.expectBy(p.t, want, time.After(15*time.Second), p.scrollback)
}

// ended waits until the program started by startInTmuxToEnd has ended
// and the terminal has shown everything it printed; the deadline only
// bounds a broken run.
func (p *tmuxPane) ended() {
	p.t.Helper()
	p.expect(programEnded)
}

// keys types text (literally) then, if enter, the Enter key.
func (p *tmuxPane) keys(text string, enter bool) {
	p.t.Helper()
	if text != "" {
		p.tmux("send-keys", "-t", "table", "-l", text)
	}
	if enter {
		p.tmux("send-keys", "-t", "table", "Enter")
	}
}

// visible is what the terminal shows now, its rows and nothing scrolled off.
func (p *tmuxPane) visible() string { return p.tmux("capture-pane", "-p", "-t", "table") }

func (p *tmuxPane) scrollback() string {
	out, _ := exec.Command("tmux", "-S", p.sock, "capture-pane", "-p", "-S", "-", "-t", "table").CombinedOutput()
	return string(out)
}

type tableGame struct {
	lang, colon string
	cols        int
	names       []string
	labels      []string // coins, goods, warehouse, boats, houses, orders
	goods       []string // one long answer per player
	typo        string   // the second player's goods typed with a typo first
	meta        []string // the table's questions: minutes, place
	review      string   // the review's label
	winner      string
}

// A 4-player walk-through whose goods answers are 60 to 81 characters
// long, in a real terminal: each question's input line is in the
// scrollback at most twice (twice only for the answer refused and fixed),
// and every echo of every player can still be read at the end.
func TestTableScreenStaysCalmInTmux(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	games := []tableGame{{
		lang: "fr", colon: "\u00a0:", cols: 80,
		names:  []string{"Léa", "Hugo", "Chloé", "Marc"},
		labels: []string{"pièces", "marchandises", "entrepôt", "bateaux", "maisons", "commandes"},
		goods: []string{
			"3 bois 2 pierres 1 verre 2 poissons 2 laines 1 argent 2 étoffes 1 cacao",
			"2 bois 3 pierres 2 minerais 1 poisson 1 laine 2 argent 1 étoffe 2 cacaos 1 alpaga",
			"1 bois 1 pierre 2 minerais 2 poissons 1 laine 1 argent 1 étoffe 1 verre 2 alpagas",
			"2 bois 1 pierre 1 minerai 1 poisson 2 laines 1 argent 2 étoffes 1 cacao 2 alpagas",
		},
		typo:   "2 boiss 3 pierres 2 minerais 1 poisson 1 laine 2 argent 1 étoffe 2 cacaos 1 alpaga",
		meta:   []string{"Durée de la partie en minutes", "Lieu de la partie"},
		review: "Entrée pour décompter", winner: "Vainqueur",
	}, {
		lang: "ru", colon: ":", cols: 60,
		names:  []string{"Аня", "Борис", "Вера", "Глеб"},
		labels: []string{"монеты", "товары", "склад", "лодки", "дома", "заказы"},
		goods: []string{
			"3 дерева 2 камня 1 стекло 2 рыбы 2 шерсти 1 серебро 2 ткани 1 какао",
			"2 дерева 3 камня 2 руды 1 рыба 1 шерсть 2 серебра 1 ткань 2 какао 1 альпака",
			"1 дерево 1 камень 2 руды 2 рыбы 1 шерсть 1 серебро 1 ткань 1 стекло",
			"2 дерева 1 камень 1 руда 1 рыба 2 шерсти 1 серебро 2 ткани 1 какао",
		},
		typo:   "2 дерева 3 камня 2 руды 1 рыба 1 шерсть 2 серебра 1 ткань 2 какао 1 альпакка",
		meta:   []string{"Сколько минут длилась партия", "Где играли"},
		review: "Enter — подсчитать", winner: "Победитель",
	}}
	box := golden.Testdata("box", "full.yaml")
	for _, g := range games {
		t.Run(fmt.Sprintf("%s-%d", g.lang, g.cols), func(t *testing.T) {
			for _, a := range g.goods {
				n := len([]rune(a))
				require.True(t, n >= 60 && n <= 81, "a goods answer of %d characters", n)
			}
			p := startInTmux(t, g.cols, tmuxEnv(t), bin, "score", "--lang", g.lang, "--box", box, "--no-history")
			p.expect(g.names[0][:0] + "(") // the players question
			p.keys(strings.Join(g.names, ", "), true)
			p.expect("(")
			p.keys("", true) // no missions
			for i, name := range g.names {
				for k, label := range g.labels {
					p.expect(name + " · " + label)
					switch {
					case k == 1 && i == 1:
						p.keys(g.typo, true)
						p.expect("Tab") // the suggestion
						p.keys("\t", true)
					case k == 1:
						p.keys(g.goods[i], true)
					default:
						p.keys("", true)
					}
				}
			}
			for _, label := range g.meta {
				p.expect(label)
				p.keys("", true) // Enter skips
			}
			p.expect(g.review)
			p.keys("", true)
			p.expect(g.winner)

			screen := p.scrollback()
			most := 0
			defer func() {
				t.Logf("%s at %d columns: an input line appears at most %d times in the scrollback", g.lang, g.cols, most)
			}()
			for _, name := range g.names {
				for k, label := range g.labels {
					line := name + " · " + label
					n := strings.Count(screen, line)
					most = max(most, n)
					assert.GreaterOrEqual(t, n, 1, "%s is in the scrollback", line)
					max := 1
					if k == 1 && name == g.names[1] {
						max = 2 // refused once, then fixed
					}
					assert.LessOrEqual(t, n, max, "%q appears %d times:\n%s", line, n, screen)
				}
			}
			// An echo wraps at words, its lines hanging under it: joined
			// again, each reads whole.
			joined, _ := exec.Command("tmux", "-S", p.sock, "capture-pane", "-p", "-J", "-S", "-", "-t", "table").CombinedOutput()
			var echoes []string
			inEcho := false
			for _, line := range strings.Split(string(joined), "\n") {
				line = strings.TrimRight(line, " ")
				switch {
				case strings.HasPrefix(line, "  = "):
					echoes, inEcho = append(echoes, line), true
				case inEcho && strings.HasPrefix(line, "    "):
					echoes[len(echoes)-1] += " " + strings.TrimSpace(line)
				default:
					inEcho = false
				}
			}
			echo := regexp.MustCompile(`^  = [^\s,]+ ×\d+(, [^\s,]+ ×\d+){6,}$`)
			whole := 0
			for _, e := range echoes {
				if echo.MatchString(e) {
					whole++
				}
			}
			assert.Equal(t, len(g.names), whole, "every player's goods echo reads whole:\n%q", echoes)
			assert.Contains(t, screen, g.names[1]+" · "+g.labels[1]+g.colon+" "+g.typo[:10])
			for _, row := range strings.Split(screen, "\n") {
				assert.LessOrEqual(t, len([]rune(row)), g.cols)
			}
		})
	}
}
