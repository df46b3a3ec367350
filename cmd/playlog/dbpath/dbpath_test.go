package dbpath

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDefaultPath(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		home string
		goos string
		want string
	}{
		{"linux", nil, "/home/ana", "linux", "/home/ana/.local/share/altiplano/games.db"},
		{"freebsd", nil, "/home/ana", "freebsd", "/home/ana/.local/share/altiplano/games.db"},
		{"linux xdg", map[string]string{"XDG_DATA_HOME": "/data"}, "/home/ana", "linux", "/data/altiplano/games.db"},
		{"xdg trailing slash", map[string]string{"XDG_DATA_HOME": "/data/"}, "/home/ana", "linux", "/data/altiplano/games.db"},
		{"relative xdg ignored", map[string]string{"XDG_DATA_HOME": "data"}, "/home/ana", "linux", "/home/ana/.local/share/altiplano/games.db"},
		{"darwin", nil, "/Users/ana", "darwin", "/Users/ana/Library/Application Support/altiplano/games.db"},
		{"darwin xdg", map[string]string{"XDG_DATA_HOME": "/x"}, "/Users/ana", "darwin", "/x/altiplano/games.db"},
		{"windows", map[string]string{"LOCALAPPDATA": `C:\Users\ana\AppData\Local`}, `C:\Users\ana`, "windows", `C:\Users\ana\AppData\Local\altiplano\games.db`},
		{"windows no LOCALAPPDATA", nil, `C:\Users\ana`, "windows", `C:\Users\ana\AppData\Local\altiplano\games.db`},
		{"windows xdg", map[string]string{"XDG_DATA_HOME": `D:\data`, "LOCALAPPDATA": `C:\L`}, `C:\Users\ana`, "windows", `D:\data\altiplano\games.db`},
		{"windows relative LOCALAPPDATA", map[string]string{"LOCALAPPDATA": `Local`}, `C:\Users\ana`, "windows", `C:\Users\ana\AppData\Local\altiplano\games.db`},
		{"root home", nil, "/", "linux", "/.local/share/altiplano/games.db"},
		{"no home", nil, "", "linux", ""},
		{"no home darwin", nil, "", "darwin", ""},
		{"no home windows", nil, "", "windows", ""},
		{"no home but xdg", map[string]string{"XDG_DATA_HOME": "/data"}, "", "linux", "/data/altiplano/games.db"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string { return tt.env[k] }
			assert.Equal(t, tt.want, DefaultPath(getenv, tt.home, tt.goos))
		})
	}
}
