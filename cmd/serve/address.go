package serve

import (
	"io"
	"net"

	"github.com/mdp/qrterminal/v3"

	"altiplano/cmd/text"
)

// Found is how the LAN address was found, for what the host is told.
type Found int

const (
	// Listed: from the system's list of network interfaces.
	Listed Found = iota
	// Routed: the system refused the list, as Android 11 and later do for
	// apps (golang/go#40569, Termux included); the address is the one the
	// system would send from towards a private network.
	Routed
	// NotFound: neither; the loopback, which no phone can reach.
	NotFound
)

// The system calls behind LANAddress; tests replace them.
var (
	// listAddrs lists the addresses of the interfaces that are up and are
	// not the loopback.
	listAddrs = upAddrs
	// dial "connects" a UDP socket: the system picks the route and the
	// source address, and sends nothing.
	dial = net.Dial
)

// routeProbes are private addresses whose route shows the LAN address
// (port 9 is discard; no packet is sent).
var routeProbes = []string{"192.168.0.1:9", "10.0.0.1:9", "172.16.0.1:9"}

// LANAddress is where the table's phones can reach this machine: the first
// IPv4 address of an interface that is up and not the loopback; where the
// system will not list them (Android), the private address it routes
// from; else the loopback.
func LANAddress() string {
	ip, _ := lanAddress()
	return ip
}

func lanAddress() (string, Found) {
	addrs, err := listAddrs()
	if err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
				return n.IP.String(), Listed
			}
		}
		return "127.0.0.1", NotFound
	}
	for _, probe := range routeProbes {
		c, err := dial("udp4", probe)
		if err != nil {
			continue
		}
		a, _ := c.LocalAddr().(*net.UDPAddr)
		_ = c.Close()
		// A private address only: a phone's mobile-data address is not
		// one the table's phones could open.
		if a != nil && a.IP.To4() != nil && a.IP.IsPrivate() {
			return a.IP.String(), Routed
		}
	}
	return "127.0.0.1", NotFound
}

// upAddrs lists the addresses of the interfaces that are up and are not
// the loopback.
func upAddrs() ([]net.Addr, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var addrs []net.Addr
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		a, err := ifc.Addrs()
		if err != nil {
			continue
		}
		addrs = append(addrs, a...)
	}
	return addrs, nil
}

// AddressHint is the line the host reads under the address when the
// phones may not reach it: the address was worked out from the route, or
// none was found; "" when the interfaces gave it, or when --listen (listen)
// names a host.
func AddressHint(p text.Printer, listen string) string {
	if host, _, err := net.SplitHostPort(listen); err == nil && host != "" {
		if ip := net.ParseIP(host); ip == nil || !ip.IsUnspecified() {
			return ""
		}
	}
	switch _, found := lanAddress(); found {
	case Routed:
		return text.ServeAddressRouted.In(p)
	case NotFound:
		return text.ServeAddressNone.In(p)
	}
	return ""
}

// Listen opens addr, or else the address a resumed game had (so phones
// reload the same page), or else this machine's LAN address on a free port.
func Listen(addr, previous string) (net.Listener, string, error) {
	if addr == "" {
		if previous != "" {
			if ln, err := net.Listen("tcp", previous); err == nil {
				return ln, previous, nil
			}
		}
		addr = net.JoinHostPort(LANAddress(), "0")
	}
	ln, err := net.Listen("tcp", addr)
	return ln, addr, err
}

// URL is the address the phones open: the listener's, with the LAN address
// for an unspecified host, and the game's path.
func URL(addr net.Addr, path string) string {
	host, port, _ := net.SplitHostPort(addr.String())
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = LANAddress()
	}
	return "http://" + net.JoinHostPort(host, port) + path
}

// WriteQR draws url as a QR code of half blocks, for a terminal.
func WriteQR(w io.Writer, url string) {
	qrterminal.GenerateWithConfig(url, qrterminal.Config{Level: qrterminal.L, Writer: w, HalfBlocks: true,
		BlackChar: qrterminal.BLACK_BLACK, WhiteBlackChar: qrterminal.WHITE_BLACK, WhiteChar: qrterminal.WHITE_WHITE,
		BlackWhiteChar: qrterminal.BLACK_WHITE, QuietZone: 2})
}
