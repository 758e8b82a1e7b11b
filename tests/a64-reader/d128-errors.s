// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// sysp, tlbip, mrrs, msrr without d128: operand errors first, then 'instruction requires: d128'
sysp #8, c2, c0, #0
sysp #0, c16, c0, #0
sysp #0, c2, c0, #8
sysp #0, c2, c0, #0, x0
sysp #0, c2, c0, #0, x0, x2
sysp #0, c2, c0, #0, w0, w1
sysp #0, c2, c0, #0, xzr
sysp #0, c2, c0, #0, x30, xzr
sysp #0, c2, c0, #0, x0, x1, x2
sysp #0, c2, c0
sysp #0, 2, c0, #0
sysp 0, c2, c0, 0
SYSP #7, C15, C15, #7, X28, X29
sysp #0, c2, c0, #0, xzr, x0
sysp #0, c2, c0, #0, sp, xzr
sysp #0, c2, c0, #0, x0, x1
sysp #0, c2, c0, #0
sysp #0, c2, c0, #0, xzr, xzr
sysp #1, c8, c7, #1, x2, x3
tlbip vae1, x0, x1
tlbip vae1os, xzr, xzr
tlbip rvae1, x2, x3
tlbip vale1is, x4, x5
mrrs x0, x1, ttbr0_el1
msrr ttbr0_el1, x0, x1
mrrs x2, x3, par_el1
msrr vttbr_el2, x4, x5
tlbip vae1, x0, x1
tlbip vae1os, x0, x1
tlbip vae1nxs, x0, x1
tlbip foo, x0, x1
tlbip vae1, x1, x2
tlbip vae1, x0
tlbip vae1
tlbip
tlbip vae1, xzr, xzr
tlbip vae1, xzr
tlbip VAE1, X2, X3
tlbip vmalle1, x0, x1
tlbip vae1, x0, x1, x2
tlbip #1, x0, x1
tlbip vae1, w0, w1
tlbip rvae1nxs, x0, x1
tlbip ipas2e1nxs, x0, x1
tlbip rvae1, x0, x1
mrrs x0, x1, ttbr0_el1
mrrs x0, x1, midr_el1
mrrs x0, x1, s3_0_c2_c0_0
mrrs x0, x1, s3_0_c15_c0_0
mrrs x1, x2, ttbr0_el1
mrrs x0, x1, foo
msrr ttbr0_el1, x0, x1
msrr midr_el1, x0, x1
msrr ttbr0_el1, xzr, xzr
mrrs xzr, xzr, ttbr0_el1
mrrs x0, x1, rcwmask_el1
msrr par_el1, x2, x3
mrrs x0, x1, ttbr1_el1
mrrs x0, x1
