package serve

import (
	"errors"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

// udpConn is the socket a UDP "connect" gives: only its local address.
type udpConn struct {
	net.Conn
	local net.IP
}

func (c udpConn) LocalAddr() net.Addr { return &net.UDPAddr{IP: c.local, Port: 40000} }
func (c udpConn) Close() error        { return nil }

// refused is what Android 11 and later answer an app listing interfaces.
var refused = errors.New("route ip+net: netlinkrib: permission denied")

func ipNet(s string) net.Addr { return &net.IPNet{IP: net.ParseIP(s), Mask: net.CIDRMask(24, 32)} }

// The LAN address: the one interface's; of several, the one the route out
// leaves from, else the first, and the host is told the others; where the
// interfaces cannot be listed (Android), the address the system routes
// from, if private; else the loopback, and the host is told to pass
// --listen. No real network: the lister and the dialer are fakes.
func TestLANAddressFallback(t *testing.T) {
	en := text.For(text.EN)
	tests := []struct {
		name   string
		addrs  []net.Addr
		err    error
		routes map[string]string // probe → local address; others unreachable
		want   string
		found  Found
		hint   string
		probes bool // the route was asked
	}{
		{name: "listed: the one IPv4 that is not link-local",
			addrs: []net.Addr{ipNet("fe80::1"), ipNet("169.254.3.4"), ipNet("192.168.1.23")},
			want:  "192.168.1.23", found: Listed},
		{name: "listed, several: the one the default route leaves from (Docker's bridge first)",
			addrs:  []net.Addr{ipNet("172.17.0.1"), ipNet("192.168.1.23")},
			routes: map[string]string{"192.0.2.1:9": "192.168.1.23"}, want: "192.168.1.23", found: Listed, probes: true},
		{name: "listed, several, no way out: a private network's route",
			addrs:  []net.Addr{ipNet("172.17.0.1"), ipNet("192.168.43.1")},
			routes: map[string]string{"192.168.0.1:9": "192.168.43.1"}, want: "192.168.43.1", found: Listed, probes: true},
		{name: "listed, several, no route to any: the first, and the host hears the others",
			addrs:  []net.Addr{ipNet("172.17.0.1"), ipNet("192.168.1.23"), ipNet("10.0.0.5")},
			routes: map[string]string{}, want: "172.17.0.1", found: Several, probes: true,
			hint: text.ServeAddressSeveral.In(en, "192.168.1.23, 10.0.0.5")},
		{name: "listed, no network at all: the loopback",
			addrs: nil, want: "127.0.0.1", found: NotFound, hint: text.ServeAddressNone.In(en)},
		{name: "refused: the default route",
			err: refused, routes: map[string]string{"192.0.2.1:9": "192.168.1.40", "192.168.0.1:9": "192.168.43.1"},
			want: "192.168.1.40", found: Routed, hint: text.ServeAddressRouted.In(en), probes: true},
		{name: "refused: a private network's route where there is no way out",
			err: refused, routes: map[string]string{"192.168.0.1:9": "192.168.43.1"}, want: "192.168.43.1", found: Routed,
			hint: text.ServeAddressRouted.In(en), probes: true},
		{name: "refused: a later probe where the first have no route",
			err: refused, routes: map[string]string{"10.0.0.1:9": "10.5.0.7"}, want: "10.5.0.7", found: Routed,
			hint: text.ServeAddressRouted.In(en), probes: true},
		{name: "refused: a mobile-data address is no address for the table",
			err: refused, routes: map[string]string{"192.0.2.1:9": "100.72.1.9", "192.168.0.1:9": "100.72.1.9", "10.0.0.1:9": "100.72.1.9", "172.16.0.1:9": "100.72.1.9"},
			want: "127.0.0.1", found: NotFound, hint: text.ServeAddressNone.In(en), probes: true},
		{name: "refused, no route (a hotspot without mobile data): the loopback",
			err: refused, routes: map[string]string{}, want: "127.0.0.1", found: NotFound, hint: text.ServeAddressNone.In(en), probes: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var dialed []string
			fakeSystem(t, func() ([]net.Addr, error) { return tt.addrs, tt.err }, func(network, address string) (net.Conn, error) {
				assert.Equal(t, "udp4", network)
				dialed = append(dialed, address)
				if local, ok := tt.routes[address]; ok {
					return udpConn{local: net.ParseIP(local)}, nil
				}
				return nil, errors.New("connect: network is unreachable")
			})
			got, found, _ := lanAddress()
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.found, found)
			assert.Equal(t, tt.want, LANAddress())
			assert.Equal(t, tt.probes, len(dialed) > 0, "the route is asked only where the list does not settle it")

			assert.Equal(t, tt.hint, AddressHint(en, ""))
			if tt.hint != "" {
				assert.Contains(t, AddressHint(en, ""), "--listen")
				assert.Equal(t, tt.hint, AddressHint(en, ":8080"), "no host named: still the guess")
			}
			assert.Empty(t, AddressHint(en, "192.168.43.1:8080"), "the host named the address")
		})
	}
}

// The phones are never on a tunnel: a full-tunnel VPN's address is the one
// the route out leaves from, but no phone on the table's Wi-Fi can open it.
func TestInterfacesForPhones(t *testing.T) {
	tests := []struct {
		name  string
		flags net.Flags
		want  bool
	}{
		{"Wi-Fi", net.FlagUp | net.FlagBroadcast | net.FlagMulticast | net.FlagRunning, true},
		{"Docker's bridge", net.FlagUp | net.FlagBroadcast | net.FlagMulticast, true},
		{"down", net.FlagBroadcast | net.FlagMulticast, false},
		{"loopback", net.FlagUp | net.FlagLoopback | net.FlagRunning, false},
		{"WireGuard or OpenVPN tunnel", net.FlagUp | net.FlagPointToPoint | net.FlagRunning, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, forPhones(tt.flags), tt.name)
	}
}

// Listen's default address is the fallback's: the loopback when nothing
// was found, so the server still starts.
func TestListenWithoutInterfaces(t *testing.T) {
	fakeSystem(t, func() ([]net.Addr, error) { return nil, refused },
		func(string, string) (net.Conn, error) { return nil, errors.New("connect: network is unreachable") })
	ln, err := Listen("", "")
	if assert.NoError(t, err) {
		defer ln.Close()
		assert.Contains(t, URL(ln.Addr(), "/s/"), "http://127.0.0.1:")
	}
}

// fakeSystem replaces the interface lister and the dialer for one test.
func fakeSystem(t *testing.T, list func() ([]net.Addr, error), d func(string, string) (net.Conn, error)) {
	oldList, oldDial := listAddrs, dial
	listAddrs, dial = list, d
	t.Cleanup(func() { listAddrs, dial = oldList, oldDial })
}
