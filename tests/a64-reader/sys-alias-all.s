// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+all -instruction-tables
// SYS aliases by name with all features
ic ialluis, x3
ic ialluis
ic iallu
dc ivac, x3
dc IVAC, xzr
dc isw, x3
dc ISW, xzr
dc igvac, x3
dc IGVAC, xzr
dc igsw, x3
dc IGSW, xzr
dc igdvac, x3
dc IGDVAC, xzr
dc igdsw, x3
dc IGDSW, xzr
at s1e1r, x3
at S1E1R, xzr
at s1e1w, x3
at S1E1W, xzr
at s1e0r, x3
at S1E0R, xzr
at s1e0w, x3
at S1E0W, xzr
at s1e1rp, x3
at S1E1RP, xzr
at s1e1wp, x3
at S1E1WP, xzr
at s1e1a, x3
at S1E1A, xzr
dc csw, x3
dc CSW, xzr
dc cgsw, x3
dc CGSW, xzr
dc cgdsw, x3
dc CGDSW, xzr
dc cisw, x3
dc CISW, xzr
dc cigsw, x3
dc CIGSW, xzr
dc cigdsw, x3
dc CIGDSW, xzr
dc civaps, x3
dc CIVAPS, xzr
dc cigdvaps, x3
dc CIGDVAPS, xzr
cfp rctx, x3
cfp RCTX, xzr
dvp rctx, x3
dvp RCTX, xzr
cosp rctx, x3
cosp RCTX, xzr
cpp rctx, x3
cpp RCTX, xzr
dc zva, x3
dc ZVA, xzr
dc gva, x3
dc GVA, xzr
dc gzva, x3
dc GZVA, xzr
dc zgbva, x3
dc ZGBVA, xzr
dc gbva, x3
dc GBVA, xzr
ic ivau, x3
ic IVAU, xzr
dc cvac, x3
dc CVAC, xzr
dc cgvac, x3
dc CGVAC, xzr
dc cgdvac, x3
dc CGDVAC, xzr
dc cvaoc, x3
dc CVAOC, xzr
dc cvau, x3
dc CVAU, xzr
dc cgdvaoc, x3
dc CGDVAOC, xzr
dc cvap, x3
dc CVAP, xzr
dc cgvap, x3
dc CGVAP, xzr
dc cgdvap, x3
dc CGDVAP, xzr
dc cvadp, x3
dc CVADP, xzr
dc cgvadp, x3
dc CGVADP, xzr
dc cgdvadp, x3
dc CGDVADP, xzr
dc civac, x3
dc CIVAC, xzr
dc cigvac, x3
dc CIGVAC, xzr
dc cigdvac, x3
dc CIGDVAC, xzr
dc civaoc, x3
dc CIVAOC, xzr
dc cigdvaoc, x3
dc CIGDVAOC, xzr
mlbi alle1, x3
mlbi vmalle1, x3
mlbi vmalle1
mlbi vpide1
mlbi VPIDE1, xzr
mlbi vpmge1
mlbi VPMGE1, xzr
at s1e2r
at S1E2R, xzr
at s1e2w
at S1E2W, xzr
at s12e1r
at S12E1R, xzr
at s12e1w
at S12E1W, xzr
at s12e0r
at S12E0R, xzr
at s12e0w
at S12E0W, xzr
at s1e2a
at S1E2A, xzr
dc cipae
dc CIPAE, xzr
dc cigdpae
dc CIGDPAE, xzr
at s1e3r
at S1E3R, xzr
at s1e3w
at S1E3W, xzr
at s1e3a
at S1E3A, xzr
dc cipapa
dc CIPAPA, xzr
dc cigdpapa
dc CIGDPAPA, xzr
tlbi vmalle1os
tlbi vae1os, x3
tlbi VAE1OS, xzr
tlbi aside1os, x3
tlbi ASIDE1OS, xzr
tlbi vaae1os, x3
tlbi VAAE1OS, xzr
tlbi vale1os, x3
tlbi VALE1OS, xzr
tlbi vaale1os, x3
tlbi VAALE1OS, xzr
tlbi rvae1is, x3
tlbi RVAE1IS, xzr
tlbi rvaae1is, x3
tlbi RVAAE1IS, xzr
tlbi rvale1is, x3
tlbi RVALE1IS, xzr
tlbi rvaale1is, x3
tlbi RVAALE1IS, xzr
tlbi vmalle1is, x3
tlbi vae1is, x3
tlbi vae1is
tlbi aside1is, x3
tlbi aside1is
tlbi vaae1is, x3
tlbi vaae1is
tlbi vale1is, x3
tlbi vale1is
tlbi vaale1is, x3
tlbi vaale1is
tlbi rvae1os, x3
tlbi rvae1os
tlbi rvaae1os, x3
tlbi rvaae1os
tlbi rvale1os, x3
tlbi rvale1os
tlbi rvaale1os, x3
tlbi rvaale1os
tlbi rvae1, x3
tlbi rvae1
tlbi rvaae1, x3
tlbi rvaae1
tlbi rvale1, x3
tlbi rvale1
tlbi rvaale1, x3
tlbi rvaale1
tlbi vmalle1, x3
tlbi vmalle1
tlbi vae1
tlbi VAE1, xzr
tlbi aside1
tlbi ASIDE1, xzr
tlbi vaae1
tlbi VAAE1, xzr
tlbi vale1
tlbi VALE1, xzr
tlbi vaale1
tlbi VAALE1, xzr
tlbi ipas2e1is
tlbi IPAS2E1IS, xzr
tlbi ripas2e1is
tlbi RIPAS2E1IS, xzr
tlbi ipas2le1is
tlbi IPAS2LE1IS, xzr
tlbi ripas2le1is
tlbi RIPAS2LE1IS, xzr
tlbi alle2os
tlbi vae2os, x3
tlbi VAE2OS, xzr
tlbi alle1os, x3
tlbi vale2os, x3
tlbi vale2os
tlbi vmalls12e1os, x3
tlbi vmalls12e1os
tlbi rvae2is
tlbi RVAE2IS, xzr
tlbi vmallws2e1is
tlbi rvale2is, x3
tlbi RVALE2IS, xzr
tlbi alle2is, x3
tlbi vae2is, x3
tlbi vae2is
tlbi alle1is, x3
tlbi alle1is
tlbi vale2is
tlbi VALE2IS, xzr
tlbi vmalls12e1is
tlbi ipas2e1os, x3
tlbi IPAS2E1OS, xzr
tlbi ipas2e1, x3
tlbi IPAS2E1, xzr
tlbi ripas2e1, x3
tlbi RIPAS2E1, xzr
tlbi ripas2e1os, x3
tlbi RIPAS2E1OS, xzr
tlbi ipas2le1os, x3
tlbi IPAS2LE1OS, xzr
tlbi ipas2le1, x3
tlbi IPAS2LE1, xzr
tlbi ripas2le1, x3
tlbi RIPAS2LE1, xzr
tlbi ripas2le1os, x3
tlbi RIPAS2LE1OS, xzr
tlbi rvae2os, x3
tlbi RVAE2OS, xzr
tlbi vmallws2e1os, x3
tlbi rvale2os, x3
tlbi rvale2os
tlbi rvae2, x3
tlbi rvae2
tlbi vmallws2e1, x3
tlbi vmallws2e1
tlbi rvale2
tlbi RVALE2, xzr
tlbi alle2
tlbi vae2, x3
tlbi VAE2, xzr
tlbi alle1, x3
tlbi vale2, x3
tlbi vale2
tlbi vmalls12e1, x3
tlbi vmalls12e1
tlbi alle3os
tlbi vae3os, x3
tlbi VAE3OS, xzr
tlbi paallos, x3
tlbi vale3os, x3
tlbi vale3os
tlbi rvae3is, x3
tlbi rvae3is
tlbi rvale3is, x3
tlbi rvale3is
tlbi alle3is, x3
tlbi alle3is
tlbi vae3is
tlbi VAE3IS, xzr
tlbi vale3is
tlbi VALE3IS, xzr
tlbi rpaos
tlbi RPAOS, xzr
tlbi rpalos
tlbi RPALOS, xzr
tlbi rvae3os
tlbi RVAE3OS, xzr
tlbi rvale3os
tlbi RVALE3OS, xzr
tlbi rvae3
tlbi RVAE3, xzr
tlbi rvale3
tlbi RVALE3, xzr
tlbi alle3
tlbi vae3, x3
tlbi VAE3, xzr
tlbi paall, x3
tlbi vale3, x3
tlbi vale3
tlbi vmalle1osnxs, x3
tlbi vmalle1osnxs
tlbi vae1osnxs
tlbi VAE1OSNXS, xzr
tlbi aside1osnxs
tlbi ASIDE1OSNXS, xzr
tlbi vaae1osnxs
tlbi VAAE1OSNXS, xzr
tlbi vale1osnxs
tlbi VALE1OSNXS, xzr
tlbi vaale1osnxs
tlbi VAALE1OSNXS, xzr
tlbi rvae1isnxs
tlbi RVAE1ISNXS, xzr
tlbi rvaae1isnxs
tlbi RVAAE1ISNXS, xzr
tlbi rvale1isnxs
tlbi RVALE1ISNXS, xzr
tlbi rvaale1isnxs
tlbi RVAALE1ISNXS, xzr
tlbi vmalle1isnxs
tlbi vae1isnxs, x3
tlbi VAE1ISNXS, xzr
tlbi aside1isnxs, x3
tlbi ASIDE1ISNXS, xzr
tlbi vaae1isnxs, x3
tlbi VAAE1ISNXS, xzr
tlbi vale1isnxs, x3
tlbi VALE1ISNXS, xzr
tlbi vaale1isnxs, x3
tlbi VAALE1ISNXS, xzr
tlbi rvae1osnxs, x3
tlbi RVAE1OSNXS, xzr
tlbi rvaae1osnxs, x3
tlbi RVAAE1OSNXS, xzr
tlbi rvale1osnxs, x3
tlbi RVALE1OSNXS, xzr
tlbi rvaale1osnxs, x3
tlbi RVAALE1OSNXS, xzr
tlbi rvae1nxs, x3
tlbi RVAE1NXS, xzr
tlbi rvaae1nxs, x3
tlbi RVAAE1NXS, xzr
tlbi rvale1nxs, x3
tlbi RVALE1NXS, xzr
tlbi rvaale1nxs, x3
tlbi RVAALE1NXS, xzr
tlbi vmalle1nxs, x3
tlbi vae1nxs, x3
tlbi vae1nxs
tlbi aside1nxs, x3
tlbi aside1nxs
tlbi vaae1nxs, x3
tlbi vaae1nxs
tlbi vale1nxs, x3
tlbi vale1nxs
tlbi vaale1nxs, x3
tlbi vaale1nxs
tlbi ipas2e1isnxs, x3
tlbi ipas2e1isnxs
tlbi ripas2e1isnxs, x3
tlbi ripas2e1isnxs
tlbi ipas2le1isnxs, x3
tlbi ipas2le1isnxs
tlbi ripas2le1isnxs, x3
tlbi ripas2le1isnxs
tlbi alle2osnxs, x3
tlbi alle2osnxs
tlbi vae2osnxs
tlbi VAE2OSNXS, xzr
tlbi alle1osnxs
tlbi vale2osnxs, x3
tlbi VALE2OSNXS, xzr
tlbi vmalls12e1osnxs, x3
tlbi rvae2isnxs, x3
tlbi rvae2isnxs
tlbi vmallws2e1isnxs, x3
tlbi vmallws2e1isnxs
tlbi rvale2isnxs
tlbi RVALE2ISNXS, xzr
tlbi alle2isnxs
tlbi vae2isnxs, x3
tlbi VAE2ISNXS, xzr
tlbi alle1isnxs, x3
tlbi vale2isnxs, x3
tlbi vale2isnxs
tlbi vmalls12e1isnxs, x3
tlbi vmalls12e1isnxs
tlbi ipas2e1osnxs
tlbi IPAS2E1OSNXS, xzr
tlbi ipas2e1nxs
tlbi IPAS2E1NXS, xzr
tlbi ripas2e1nxs
tlbi RIPAS2E1NXS, xzr
tlbi ripas2e1osnxs
tlbi RIPAS2E1OSNXS, xzr
tlbi ipas2le1osnxs
tlbi IPAS2LE1OSNXS, xzr
tlbi ipas2le1nxs
tlbi IPAS2LE1NXS, xzr
tlbi ripas2le1nxs
tlbi RIPAS2LE1NXS, xzr
tlbi ripas2le1osnxs
tlbi RIPAS2LE1OSNXS, xzr
tlbi rvae2osnxs
tlbi RVAE2OSNXS, xzr
tlbi vmallws2e1osnxs
tlbi rvale2osnxs, x3
tlbi RVALE2OSNXS, xzr
tlbi rvae2nxs, x3
tlbi RVAE2NXS, xzr
tlbi vmallws2e1nxs, x3
tlbi rvale2nxs, x3
tlbi rvale2nxs
tlbi alle2nxs, x3
tlbi alle2nxs
tlbi vae2nxs
tlbi VAE2NXS, xzr
tlbi alle1nxs
tlbi vale2nxs, x3
tlbi VALE2NXS, xzr
tlbi vmalls12e1nxs, x3
tlbi alle3osnxs, x3
tlbi alle3osnxs
tlbi vae3osnxs
tlbi VAE3OSNXS, xzr
tlbi paallosnxs
tlbi vale3osnxs, x3
tlbi VALE3OSNXS, xzr
tlbi rvae3isnxs, x3
tlbi RVAE3ISNXS, xzr
tlbi rvale3isnxs, x3
tlbi RVALE3ISNXS, xzr
tlbi alle3isnxs, x3
tlbi vae3isnxs, x3
tlbi vae3isnxs
tlbi vale3isnxs, x3
tlbi vale3isnxs
tlbi rpaosnxs, x3
tlbi rpaosnxs
tlbi rpalosnxs, x3
tlbi rpalosnxs
tlbi rvae3osnxs, x3
tlbi rvae3osnxs
tlbi rvale3osnxs, x3
tlbi rvale3osnxs
tlbi rvae3nxs, x3
tlbi rvae3nxs
tlbi rvale3nxs, x3
tlbi rvale3nxs
tlbi alle3nxs, x3
tlbi alle3nxs
tlbi vae3nxs
tlbi VAE3NXS, xzr
tlbi paallnxs
tlbi vale3nxs, x3
tlbi VALE3NXS, xzr
sys #3, c7, c14, #1, x0
sys #0, c8, c7, #0
sys #0, c8, c7, #1, x0
sys #0, c7, c5, #0
dc civac, x0
ic iallu
sys #0, c7, c5, #0, x1
