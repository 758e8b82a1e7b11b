// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables
// labels with blanks before the colon, several on a line
loop :
	add	x0, x0, #1
first	:second : sub x1, x1, #1
	cbnz	x1, loop
