package text

// What the host of `score --serve` reads under the address when the phones
// may not reach it: the system would not list its networks (Android), or
// no network address was found. Both say to pass --listen.
var (
	ServeAddressRouted = M0{Key: "serve.address_routed"}
	ServeAddressNone   = M0{Key: "serve.address_none"}
)
