package cmdtest

// TwoSeats is an Altiplano setup code for Anna and Ben, without missions.
const TwoSeats = "4800-6GBE-DSGJ-RGK5-DR22-XD0E"
