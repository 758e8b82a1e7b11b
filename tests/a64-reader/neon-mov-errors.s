// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2
// an immediate is no register after a lane index (ins's alias); mov to a general register moves a whole s or d element
ins v0.d[1], #1
ins v0.s[1], #0
mov w0, v1.b[3]
mov w0, v1.h[3]
mov x0, v1.s[1]
mov w0, v1.d[1]
mov v0.4s, v1.16b
mov v0.2d, v1.4s
