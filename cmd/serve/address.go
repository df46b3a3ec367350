package serve

import (
	"errors"
	"net"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"altiplano/cmd/text"
)

// Found is how the LAN address was found, for what the host is told.
type Found int

const (
	// Listed: the only address in the system's list of network interfaces,
	// or the one of several that the route out of this machine leaves from.
	Listed Found = iota
	// Several: the list holds several addresses and the route picks none
	// of them (a machine with Docker's or a VM's bridge and no network
	// out); the first was taken, and the host is told the others.
	Several
	// Routed: the system refused the list, as Android 11 and later do for
	// apps (golang/go#40569, Termux included); the address is the one the
	// system would send from towards another network.
	Routed
	// NotFound: neither; the loopback, which no phone can reach.
	NotFound
)

// The system calls behind LANAddress; tests replace them.
var (
	// listAddrs lists the addresses of the interfaces the phones may be
	// on (forPhones).
	listAddrs = upAddrs
	// dial "connects" a UDP socket: the system picks the route and the
	// source address, and sends nothing.
	dial = net.Dial
)

// routeProbes are addresses whose route shows the LAN address (port 9 is
// discard; no packet is sent): first the default route's (192.0.2.1 is an
// address for documentation, never in use), then routes towards private
// networks, for a machine with no way out (a hotspot without mobile data).
var routeProbes = []string{"192.0.2.1:9", "192.168.0.1:9", "10.0.0.1:9", "172.16.0.1:9"}

// LANAddress is where the table's phones can reach this machine: the IPv4
// address of an interface that is up and not the loopback (of several, the
// one the route out leaves from); where the system will not list them
// (Android), the private address it routes from; else the loopback.
func LANAddress() string {
	ip, _, _ := lanAddress()
	return ip
}

// lanAddress gives the address, how it was found, and, when several were
// listed, the others.
func lanAddress() (string, Found, []string) {
	addrs, err := listAddrs()
	if err != nil {
		if ip := routed(); ip != "" {
			return ip, Routed, nil
		}
		return "127.0.0.1", NotFound, nil
	}
	var listed []string
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			listed = append(listed, n.IP.String())
		}
	}
	switch len(listed) {
	case 0:
		return "127.0.0.1", NotFound, nil
	case 1:
		return listed[0], Listed, nil
	}
	if ip := routed(); slices.Contains(listed, ip) {
		return ip, Listed, nil
	}
	return listed[0], Several, listed[1:]
}

// routed is the private address the system would send from, by the first
// probe it has a route for; "" when none.
func routed() string {
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
			return a.IP.String()
		}
	}
	return ""
}

// upAddrs lists the addresses of the interfaces that are up, are not the
// loopback and are not a tunnel.
func upAddrs() ([]net.Addr, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var addrs []net.Addr
	for _, ifc := range ifaces {
		if !forPhones(ifc.Flags) {
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

// forPhones says whether an interface with these flags may be where the
// table's phones are: up, not the loopback, and not a point-to-point
// tunnel (a VPN's, which the route out may take, but no phone on the
// table's Wi-Fi can open).
func forPhones(f net.Flags) bool {
	return f&net.FlagUp != 0 && f&(net.FlagLoopback|net.FlagPointToPoint) == 0
}

// AddressHint is the line the host reads under the address when the
// phones may not reach it: the address was one of several, or worked out
// from the route, or none was found; "" when the interfaces gave it, or
// when --listen (listen) names a host.
func AddressHint(p text.Printer, listen string) string {
	if host, _, err := net.SplitHostPort(listen); err == nil && host != "" {
		if ip := net.ParseIP(host); ip == nil || !ip.IsUnspecified() {
			return ""
		}
	}
	switch _, found, others := lanAddress(); found {
	case Several:
		return text.ServeAddressSeveral.In(p, strings.Join(others, ", "))
	case Routed:
		return text.ServeAddressRouted.In(p)
	case NotFound:
		return text.ServeAddressNone.In(p)
	}
	return ""
}

// CheckListen reads a --listen address as HOST:PORT before anything is
// made: a port from 0 to 65535, a host that is an IP address, a name, or
// nothing (every address of this machine). The refusal says what works.
func CheckListen(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || strings.ContainsAny(host, " \t/") {
		return &ListenError{Addr: addr, Reason: text.ErrServeListenSyntax.T(addr)}
	}
	n, err := strconv.Atoi(port)
	if err != nil || n < 0 || n > 65535 || strings.TrimLeft(port, "0123456789") != "" {
		return &ListenError{Addr: addr, Reason: text.ErrServeListenSyntax.T(addr)}
	}
	return nil
}

// ListenError is an address that cannot be listened on, and why in words.
type ListenError struct {
	Addr   string
	Reason text.Text
	Err    error
}

func (e *ListenError) Error() string { return "cannot listen on " + e.Addr }

func (e *ListenError) Unwrap() error { return e.Err }

// listenError says why addr could not be listened on, in words.
func listenError(addr string, err error) *ListenError {
	var dns *net.DNSError
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return &ListenError{Addr: addr, Reason: text.ErrServeListenInUse.T(addr), Err: err}
	case errors.Is(err, syscall.EADDRNOTAVAIL), errors.As(err, &dns):
		return &ListenError{Addr: addr, Reason: text.ErrServeListenNotHere.T(addr), Err: err}
	case errors.Is(err, syscall.EACCES), errors.Is(err, syscall.EPERM):
		return &ListenError{Addr: addr, Reason: text.ErrServeListenDenied.T(addr), Err: err}
	}
	return &ListenError{Addr: addr, Reason: text.ErrServeListen.T(addr), Err: err}
}

// Listen opens the address a resumed game had (so phones reload the same
// page), or else addr, or else this machine's LAN address on a free port.
// A failure is a *ListenError.
func Listen(addr, previous string) (net.Listener, error) {
	if previous != "" {
		if ln, err := net.Listen("tcp", previous); err == nil {
			return ln, nil
		}
	}
	if addr == "" {
		addr = net.JoinHostPort(LANAddress(), "0")
	}
	if err := CheckListen(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, listenError(addr, err)
	}
	return ln, nil
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
