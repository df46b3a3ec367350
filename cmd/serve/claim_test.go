package serve

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A claim names its seat by number: any number that is no seat of the
// table, one past the last among them, is a bad request, never a panic
// (which would leave the server's lock held and every phone waiting). The
// server is called directly, so a panic fails this test instead of being
// swallowed by net/http.
func TestAClaimOfASeatOutsideTheTableIsABadRequest(t *testing.T) {
	tests := []struct {
		name, seat string
		want       int
	}{
		{"the last seat is taken", "1", http.StatusSeeOther},
		{"one past the last", "2", http.StatusBadRequest},
		{"two past the last", "3", http.StatusBadRequest},
		{"negative", "-1", http.StatusBadRequest},
		{"beyond an int", "99999999999999999999", http.StatusBadRequest},
		{"empty", "", http.StatusBadRequest},
		{"a word", "one", http.StatusBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			secret, err := NewSecret()
			require.NoError(t, err)
			srv := New(Config{Secret: secret, Seats: []Seat{{Name: "Anna"}, {Name: "Ben"}}})
			form := url.Values{"seat": {tt.seat}, "token": {srv.formToken("claim")}}
			req := httptest.NewRequest(http.MethodPost, srv.Path()+"claim", strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			rec := httptest.NewRecorder()
			require.NotPanics(t, func() { srv.ServeHTTP(rec, req) })
			assert.Equal(t, tt.want, rec.Code)
		})
	}
}

// Two taps on a seat from one phone (the second sent before the first's
// cookie came back) give the seat to that phone both times: it is never
// told another phone took it. Another phone tapping it is.
func TestTheSamePhoneTappingItsSeatTwiceKeepsIt(t *testing.T) {
	secret, err := NewSecret()
	require.NoError(t, err)
	srv := New(Config{Secret: secret, Seats: []Seat{{Name: "Anna"}, {Name: "Ben"}}})
	claim := func(phone string) *httptest.ResponseRecorder {
		form := url.Values{"seat": {"0"}, "token": {srv.formToken("claim")}}
		req := httptest.NewRequest(http.MethodPost, srv.Path()+"claim", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.AddCookie(&http.Cookie{Name: phoneCookie, Value: phone})
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req)
		return rec
	}
	seatCookie := func(rec *httptest.ResponseRecorder) string {
		for _, c := range rec.Result().Cookies() {
			if c.Name == cookieName {
				return c.Value
			}
		}
		return ""
	}
	mine, other := strings.Repeat("1", 32), strings.Repeat("2", 32)
	first := claim(mine)
	require.Equal(t, http.StatusSeeOther, first.Code)
	again := claim(mine)
	assert.Equal(t, http.StatusSeeOther, again.Code, "the same phone keeps its seat")
	assert.Equal(t, seatCookie(first), seatCookie(again), "with the same cookie")
	assert.Equal(t, 1, srv.Progress()[0].Phone, "one phone took the seat")
	assert.Equal(t, http.StatusConflict, claim(other).Code, "another phone is told the seat was just taken")
}
