// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+all -instruction-tables
// SYS aliases: operand errors
tlbi foo
tlbi vae1
tlbi vmalle1, x0
tlbi vae1os, x0
dc gva, x0
at s1e1rp, x0
dc ivac, w0
ic ivau
cfp rctx, x0
cosp rctx, x0
tlbi
tlbi vae1, x0, x1
tlbi #1
dc foo, x0
at foo, x0
ic foo
cfp foo, x0
tlbi vmalle1nxs
tlbi rvae1isnxs, x0
dc cigdvaps, x0
TLBI VAE1, X0
tlbi vae1, sp
tlbi vae1, xzr
tlbi vmalle1, xzr
dc zva, x0
mlbi alle1
mlbi foo
dc ivac
at s1e1r
cfp rctx
mlbi vpmge1
mlbi alle1, x0
ic iallu, x0
dc ivac, x0, x1
cosp foo, x0
dc
at
ic
cfp
mlbi
dc ivac, #0
at s1e1r, w0
sys #3, c7, c14, #1, x0
sys #0, c8, c7, #0
sys #0, c8, c7, #1, x0
sys #0, c7, c5, #0
dc civac, x0
ic iallu
sys #0, c7, c5, #0, x1
tlbi vmalle1is, x0
tlbi vmalle1is
