x: .include "rgi-r1.s"
mul a3, a4, a5
