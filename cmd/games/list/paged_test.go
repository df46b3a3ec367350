package list

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/render"
)

// A table written a page at a time is the table written whole.
func TestPagedTableIsOneTable(t *testing.T) {
	header := []string{"DATE", "GAME", "PLAYERS", "WINNER"}
	var rows [][]string
	for i := range 2*pageRows + 17 {
		name := strings.Repeat("x", i%13) + "Zoë"
		if i == 1500 {
			name = "李小龍李小龍" // a wide name, late in the table
		}
		rows = append(rows, []string{"2026-11-21 20:30", strconv.Itoa(i), name + " 42", name})
	}
	var whole bytes.Buffer
	require.NoError(t, (&render.Table{Header: header, Rows: rows}).Write(&whole))

	var paged bytes.Buffer
	pt := pagedTable{header: header, out: &paged}
	for _, r := range rows {
		pt.measure(r)
	}
	for _, r := range rows {
		require.NoError(t, pt.add(r))
	}
	require.NoError(t, pt.flush())
	assert.Equal(t, whole.String(), paged.String())
}
