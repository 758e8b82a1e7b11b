// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+xs,+all -instruction-tables
// xs given before +all: nXS printed by name
sysp #0, c8, c1, #1, x0, x1
sysp #0, c8, c1, #3, x0, x1
sysp #0, c8, c1, #5, x0, x1
sysp #0, c8, c1, #7, x0, x1
sysp #0, c8, c2, #1, x0, x1
sysp #0, c8, c2, #3, x0, x1
sysp #0, c8, c2, #5, x0, x1
sysp #0, c8, c2, #7, x0, x1
sysp #0, c8, c3, #1, x0, x1
sysp #0, c8, c3, #3, x0, x1
sysp #0, c8, c3, #5, x0, x1
sysp #0, c8, c3, #7, x0, x1
sysp #0, c8, c5, #1, x0, x1
sysp #0, c8, c5, #3, x0, x1
sysp #0, c8, c5, #5, x0, x1
sysp #0, c8, c5, #7, x0, x1
sysp #0, c8, c6, #1, x0, x1
sysp #0, c8, c6, #3, x0, x1
sysp #0, c8, c6, #5, x0, x1
sysp #0, c8, c6, #7, x0, x1
sysp #0, c8, c7, #1, x0, x1
sysp #0, c8, c7, #3, x0, x1
sysp #0, c8, c7, #5, x0, x1
sysp #0, c8, c7, #7, x0, x1
sysp #4, c8, c0, #1, x0, x1
sysp #4, c8, c0, #2, x0, x1
sysp #4, c8, c0, #5, x0, x1
sysp #4, c8, c0, #6, x0, x1
sysp #4, c8, c1, #1, x0, x1
sysp #4, c8, c1, #5, x0, x1
sysp #4, c8, c2, #1, x0, x1
sysp #4, c8, c2, #5, x0, x1
sysp #4, c8, c3, #1, x0, x1
sysp #4, c8, c3, #5, x0, x1
sysp #4, c8, c4, #0, x0, x1
sysp #4, c8, c4, #1, x0, x1
sysp #4, c8, c4, #2, x0, x1
sysp #4, c8, c4, #3, x0, x1
sysp #4, c8, c4, #4, x0, x1
sysp #4, c8, c4, #5, x0, x1
sysp #4, c8, c4, #6, x0, x1
sysp #4, c8, c4, #7, x0, x1
sysp #4, c8, c5, #1, x0, x1
sysp #4, c8, c5, #5, x0, x1
sysp #4, c8, c6, #1, x0, x1
sysp #4, c8, c6, #5, x0, x1
sysp #4, c8, c7, #1, x0, x1
sysp #4, c8, c7, #5, x0, x1
sysp #6, c8, c1, #1, x0, x1
sysp #6, c8, c1, #5, x0, x1
sysp #6, c8, c2, #1, x0, x1
sysp #6, c8, c2, #5, x0, x1
sysp #6, c8, c3, #1, x0, x1
sysp #6, c8, c3, #5, x0, x1
sysp #6, c8, c5, #1, x0, x1
sysp #6, c8, c5, #5, x0, x1
sysp #6, c8, c6, #1, x0, x1
sysp #6, c8, c6, #5, x0, x1
sysp #6, c8, c7, #1, x0, x1
sysp #6, c8, c7, #5, x0, x1
sysp #0, c9, c1, #1, x0, x1
sysp #0, c9, c1, #3, x0, x1
sysp #0, c9, c1, #5, x0, x1
sysp #0, c9, c1, #7, x0, x1
sysp #0, c9, c2, #1, x0, x1
sysp #0, c9, c2, #3, x0, x1
sysp #0, c9, c2, #5, x0, x1
sysp #0, c9, c2, #7, x0, x1
sysp #0, c9, c3, #1, x0, x1
sysp #0, c9, c3, #3, x0, x1
sysp #0, c9, c3, #5, x0, x1
sysp #0, c9, c3, #7, x0, x1
sysp #0, c9, c5, #1, x0, x1
sysp #0, c9, c5, #3, x0, x1
sysp #0, c9, c5, #5, x0, x1
sysp #0, c9, c5, #7, x0, x1
sysp #0, c9, c6, #1, x0, x1
sysp #0, c9, c6, #3, x0, x1
sysp #0, c9, c6, #5, x0, x1
sysp #0, c9, c6, #7, x0, x1
sysp #0, c9, c7, #1, x0, x1
sysp #0, c9, c7, #3, x0, x1
sysp #0, c9, c7, #5, x0, x1
sysp #0, c9, c7, #7, x0, x1
sysp #4, c9, c0, #1, x0, x1
sysp #4, c9, c0, #2, x0, x1
sysp #4, c9, c0, #5, x0, x1
sysp #4, c9, c0, #6, x0, x1
sysp #4, c9, c1, #1, x0, x1
sysp #4, c9, c1, #5, x0, x1
sysp #4, c9, c2, #1, x0, x1
sysp #4, c9, c2, #5, x0, x1
sysp #4, c9, c3, #1, x0, x1
sysp #4, c9, c3, #5, x0, x1
sysp #4, c9, c4, #0, x0, x1
sysp #4, c9, c4, #1, x0, x1
sysp #4, c9, c4, #2, x0, x1
sysp #4, c9, c4, #3, x0, x1
sysp #4, c9, c4, #4, x0, x1
sysp #4, c9, c4, #5, x0, x1
sysp #4, c9, c4, #6, x0, x1
sysp #4, c9, c4, #7, x0, x1
sysp #4, c9, c5, #1, x0, x1
sysp #4, c9, c5, #5, x0, x1
sysp #4, c9, c6, #1, x0, x1
sysp #4, c9, c6, #5, x0, x1
sysp #4, c9, c7, #1, x0, x1
sysp #4, c9, c7, #5, x0, x1
sysp #6, c9, c1, #1, x0, x1
sysp #6, c9, c1, #5, x0, x1
sysp #6, c9, c2, #1, x0, x1
sysp #6, c9, c2, #5, x0, x1
sysp #6, c9, c3, #1, x0, x1
sysp #6, c9, c3, #5, x0, x1
sysp #6, c9, c5, #1, x0, x1
sysp #6, c9, c5, #5, x0, x1
sysp #6, c9, c6, #1, x0, x1
sysp #6, c9, c6, #5, x0, x1
sysp #6, c9, c7, #1, x0, x1
sysp #6, c9, c7, #5, x0, x1
tlbip rvae1is, x4, x5
tlbip vaae1is, x4, x5
tlbip rvale1os, x4, x5
tlbip rvaale1, x4, x5
tlbip ipas2e1is, x4, x5
tlbip vale2os, x4, x5
tlbip ipas2e1os, x4, x5
tlbip ipas2le1, x4, x5
tlbip rvae2, x4, x5
tlbip vale3os, x4, x5
tlbip rvae3os, x4, x5
tlbip vale3, x4, x5
tlbip rvae1isnxs, x4, x5
tlbip vaae1isnxs, x4, x5
tlbip rvale1osnxs, x4, x5
tlbip rvaale1nxs, x4, x5
tlbip ipas2e1isnxs, x4, x5
tlbip vale2osnxs, x4, x5
tlbip ipas2e1osnxs, x4, x5
tlbip ipas2le1nxs, x4, x5
tlbip rvae2nxs, x4, x5
tlbip vale3osnxs, x4, x5
tlbip rvae3osnxs, x4, x5
tlbip vale3nxs, x4, x5
