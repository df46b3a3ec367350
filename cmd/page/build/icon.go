package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// icon is the page's icon, size pixels square: a high plateau (two
// mountains under a sun) on the page's green, within the safe zone a
// maskable icon keeps.
func icon(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	green := color.NRGBA{0x1f, 0x6b, 0x45, 0xff}
	snow := color.NRGBA{0xfa, 0xfa, 0xf7, 0xff}
	sun := color.NRGBA{0xfd, 0xd0, 0x5a, 0xff}
	s := float64(size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			fx, fy := (float64(x)+0.5)/s, (float64(y)+0.5)/s
			c := green
			switch {
			case (fx-0.66)*(fx-0.66)+(fy-0.34)*(fy-0.34) < 0.011:
				c = sun
			case under(fx, fy, 0.38, 0.36, 0.22) || under(fx, fy, 0.62, 0.48, 0.2):
				c = snow
			}
			if fy > 0.7 {
				c = snow
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// under reports whether (x, y) is inside a mountain whose peak is at
// (peak, top) and whose slopes fall half a width on each side down to the
// ground at 0.7.
func under(x, y, peak, top, half float64) bool {
	if y > 0.7 || y < top {
		return false
	}
	d := x - peak
	if d < 0 {
		d = -d
	}
	return d <= half*(y-top)/(0.7-top)
}
