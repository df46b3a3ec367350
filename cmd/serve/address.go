package serve

import (
	"io"
	"net"

	"github.com/mdp/qrterminal/v3"
)

// LANAddress is the first IPv4 address of an interface that is up and not
// the loopback, where the table's phones can reach it; else the loopback.
func LANAddress() string {
	ifaces, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1"
	}
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLinkLocalUnicast() {
				return n.IP.String()
			}
		}
	}
	return "127.0.0.1"
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
