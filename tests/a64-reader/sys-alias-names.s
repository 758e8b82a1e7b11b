// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=cortex-a55 -instruction-tables
// every SYS alias by name on a CPU without most of their features: LLVM's messages
ic ialluis, x3
ic ialluis
ic iallu, x3
ic iallu
dc ivac, x3
dc ivac
dc IVAC, xzr
dc isw, x3
dc isw
dc ISW, xzr
dc igvac, x3
dc igvac
dc IGVAC, xzr
dc igsw, x3
dc igsw
dc IGSW, xzr
dc igdvac, x3
dc igdvac
dc IGDVAC, xzr
dc igdsw, x3
dc igdsw
dc IGDSW, xzr
at s1e1r, x3
at s1e1r
at S1E1R, xzr
at s1e1w, x3
at s1e1w
at S1E1W, xzr
at s1e0r, x3
at s1e0r
at S1E0R, xzr
at s1e0w, x3
at s1e0w
at S1E0W, xzr
at s1e1rp, x3
at s1e1rp
at S1E1RP, xzr
at s1e1wp, x3
at s1e1wp
at S1E1WP, xzr
at s1e1a, x3
at s1e1a
at S1E1A, xzr
dc csw, x3
dc csw
dc CSW, xzr
dc cgsw, x3
dc cgsw
dc CGSW, xzr
dc cgdsw, x3
dc cgdsw
dc CGDSW, xzr
dc cisw, x3
dc cisw
dc CISW, xzr
dc cigsw, x3
dc cigsw
dc CIGSW, xzr
dc cigdsw, x3
dc cigdsw
dc CIGDSW, xzr
dc civaps, x3
dc civaps
dc CIVAPS, xzr
dc cigdvaps, x3
dc cigdvaps
dc CIGDVAPS, xzr
cfp rctx, x3
cfp rctx
cfp RCTX, xzr
dvp rctx, x3
dvp rctx
dvp RCTX, xzr
cosp rctx, x3
cosp rctx
cosp RCTX, xzr
cpp rctx, x3
cpp rctx
cpp RCTX, xzr
dc zva, x3
dc zva
dc ZVA, xzr
dc gva, x3
dc gva
dc GVA, xzr
dc gzva, x3
dc gzva
dc GZVA, xzr
dc zgbva, x3
dc zgbva
dc ZGBVA, xzr
dc gbva, x3
dc gbva
dc GBVA, xzr
ic ivau, x3
ic ivau
ic IVAU, xzr
dc cvac, x3
dc cvac
dc CVAC, xzr
dc cgvac, x3
dc cgvac
dc CGVAC, xzr
dc cgdvac, x3
dc cgdvac
dc CGDVAC, xzr
dc cvaoc, x3
dc cvaoc
dc CVAOC, xzr
dc cvau, x3
dc cvau
dc CVAU, xzr
dc cgdvaoc, x3
dc cgdvaoc
dc CGDVAOC, xzr
dc cvap, x3
dc cvap
dc CVAP, xzr
dc cgvap, x3
dc cgvap
dc CGVAP, xzr
dc cgdvap, x3
dc cgdvap
dc CGDVAP, xzr
dc cvadp, x3
dc cvadp
dc CVADP, xzr
dc cgvadp, x3
dc cgvadp
dc CGVADP, xzr
dc cgdvadp, x3
dc cgdvadp
dc CGDVADP, xzr
dc civac, x3
dc civac
dc CIVAC, xzr
dc cigvac, x3
dc cigvac
dc CIGVAC, xzr
dc cigdvac, x3
dc cigdvac
dc CIGDVAC, xzr
dc civaoc, x3
dc civaoc
dc CIVAOC, xzr
dc cigdvaoc, x3
dc cigdvaoc
dc CIGDVAOC, xzr
mlbi alle1, x3
mlbi alle1
mlbi vmalle1, x3
mlbi vmalle1
mlbi vpide1, x3
mlbi vpide1
mlbi VPIDE1, xzr
mlbi vpmge1, x3
mlbi vpmge1
mlbi VPMGE1, xzr
at s1e2r, x3
at s1e2r
at S1E2R, xzr
at s1e2w, x3
at s1e2w
at S1E2W, xzr
at s12e1r, x3
at s12e1r
at S12E1R, xzr
at s12e1w, x3
at s12e1w
at S12E1W, xzr
at s12e0r, x3
at s12e0r
at S12E0R, xzr
at s12e0w, x3
at s12e0w
at S12E0W, xzr
at s1e2a, x3
at s1e2a
at S1E2A, xzr
dc cipae, x3
dc cipae
dc CIPAE, xzr
dc cigdpae, x3
dc cigdpae
dc CIGDPAE, xzr
at s1e3r, x3
at s1e3r
at S1E3R, xzr
at s1e3w, x3
at s1e3w
at S1E3W, xzr
at s1e3a, x3
at s1e3a
at S1E3A, xzr
dc cipapa, x3
dc cipapa
dc CIPAPA, xzr
dc cigdpapa, x3
dc cigdpapa
dc CIGDPAPA, xzr
tlbi vmalle1os, x3
tlbi vmalle1os
tlbi vae1os, x3
tlbi vae1os
tlbi VAE1OS, xzr
tlbi aside1os, x3
tlbi aside1os
tlbi ASIDE1OS, xzr
tlbi vaae1os, x3
tlbi vaae1os
tlbi VAAE1OS, xzr
tlbi vale1os, x3
tlbi vale1os
tlbi VALE1OS, xzr
tlbi vaale1os, x3
tlbi vaale1os
tlbi VAALE1OS, xzr
tlbi rvae1is, x3
tlbi rvae1is
tlbi RVAE1IS, xzr
tlbi rvaae1is, x3
tlbi rvaae1is
tlbi RVAAE1IS, xzr
tlbi rvale1is, x3
tlbi rvale1is
tlbi RVALE1IS, xzr
tlbi rvaale1is, x3
tlbi rvaale1is
tlbi RVAALE1IS, xzr
tlbi vmalle1is, x3
tlbi vmalle1is
tlbi vae1is, x3
tlbi vae1is
tlbi VAE1IS, xzr
tlbi aside1is, x3
tlbi aside1is
tlbi ASIDE1IS, xzr
tlbi vaae1is, x3
tlbi vaae1is
tlbi VAAE1IS, xzr
tlbi vale1is, x3
tlbi vale1is
tlbi VALE1IS, xzr
tlbi vaale1is, x3
tlbi vaale1is
tlbi VAALE1IS, xzr
tlbi rvae1os, x3
tlbi rvae1os
tlbi RVAE1OS, xzr
tlbi rvaae1os, x3
tlbi rvaae1os
tlbi RVAAE1OS, xzr
tlbi rvale1os, x3
tlbi rvale1os
tlbi RVALE1OS, xzr
tlbi rvaale1os, x3
tlbi rvaale1os
tlbi RVAALE1OS, xzr
tlbi rvae1, x3
tlbi rvae1
tlbi RVAE1, xzr
tlbi rvaae1, x3
tlbi rvaae1
tlbi RVAAE1, xzr
tlbi rvale1, x3
tlbi rvale1
tlbi RVALE1, xzr
tlbi rvaale1, x3
tlbi rvaale1
tlbi RVAALE1, xzr
tlbi vmalle1, x3
tlbi vmalle1
tlbi vae1, x3
tlbi vae1
tlbi VAE1, xzr
tlbi aside1, x3
tlbi aside1
tlbi ASIDE1, xzr
tlbi vaae1, x3
tlbi vaae1
tlbi VAAE1, xzr
tlbi vale1, x3
tlbi vale1
tlbi VALE1, xzr
tlbi vaale1, x3
tlbi vaale1
tlbi VAALE1, xzr
tlbi ipas2e1is, x3
tlbi ipas2e1is
tlbi IPAS2E1IS, xzr
tlbi ripas2e1is, x3
tlbi ripas2e1is
tlbi RIPAS2E1IS, xzr
tlbi ipas2le1is, x3
tlbi ipas2le1is
tlbi IPAS2LE1IS, xzr
tlbi ripas2le1is, x3
tlbi ripas2le1is
tlbi RIPAS2LE1IS, xzr
tlbi alle2os, x3
tlbi alle2os
tlbi vae2os, x3
tlbi vae2os
tlbi VAE2OS, xzr
tlbi alle1os, x3
tlbi alle1os
tlbi vale2os, x3
tlbi vale2os
tlbi VALE2OS, xzr
tlbi vmalls12e1os, x3
tlbi vmalls12e1os
tlbi rvae2is, x3
tlbi rvae2is
tlbi RVAE2IS, xzr
tlbi vmallws2e1is, x3
tlbi vmallws2e1is
tlbi rvale2is, x3
tlbi rvale2is
tlbi RVALE2IS, xzr
tlbi alle2is, x3
tlbi alle2is
tlbi vae2is, x3
tlbi vae2is
tlbi VAE2IS, xzr
tlbi alle1is, x3
tlbi alle1is
tlbi vale2is, x3
tlbi vale2is
tlbi VALE2IS, xzr
tlbi vmalls12e1is, x3
tlbi vmalls12e1is
tlbi ipas2e1os, x3
tlbi ipas2e1os
tlbi IPAS2E1OS, xzr
tlbi ipas2e1, x3
tlbi ipas2e1
tlbi IPAS2E1, xzr
tlbi ripas2e1, x3
tlbi ripas2e1
tlbi RIPAS2E1, xzr
tlbi ripas2e1os, x3
tlbi ripas2e1os
tlbi RIPAS2E1OS, xzr
tlbi ipas2le1os, x3
tlbi ipas2le1os
tlbi IPAS2LE1OS, xzr
tlbi ipas2le1, x3
tlbi ipas2le1
tlbi IPAS2LE1, xzr
tlbi ripas2le1, x3
tlbi ripas2le1
tlbi RIPAS2LE1, xzr
tlbi ripas2le1os, x3
tlbi ripas2le1os
tlbi RIPAS2LE1OS, xzr
tlbi rvae2os, x3
tlbi rvae2os
tlbi RVAE2OS, xzr
tlbi vmallws2e1os, x3
tlbi vmallws2e1os
tlbi rvale2os, x3
tlbi rvale2os
tlbi RVALE2OS, xzr
tlbi rvae2, x3
tlbi rvae2
tlbi RVAE2, xzr
tlbi vmallws2e1, x3
tlbi vmallws2e1
tlbi rvale2, x3
tlbi rvale2
tlbi RVALE2, xzr
tlbi alle2, x3
tlbi alle2
tlbi vae2, x3
tlbi vae2
tlbi VAE2, xzr
tlbi alle1, x3
tlbi alle1
tlbi vale2, x3
tlbi vale2
tlbi VALE2, xzr
tlbi vmalls12e1, x3
tlbi vmalls12e1
tlbi alle3os, x3
tlbi alle3os
tlbi vae3os, x3
tlbi vae3os
tlbi VAE3OS, xzr
tlbi paallos, x3
tlbi paallos
tlbi vale3os, x3
tlbi vale3os
tlbi VALE3OS, xzr
tlbi rvae3is, x3
tlbi rvae3is
tlbi RVAE3IS, xzr
tlbi rvale3is, x3
tlbi rvale3is
tlbi RVALE3IS, xzr
tlbi alle3is, x3
tlbi alle3is
tlbi vae3is, x3
tlbi vae3is
tlbi VAE3IS, xzr
tlbi vale3is, x3
tlbi vale3is
tlbi VALE3IS, xzr
tlbi rpaos, x3
tlbi rpaos
tlbi RPAOS, xzr
tlbi rpalos, x3
tlbi rpalos
tlbi RPALOS, xzr
tlbi rvae3os, x3
tlbi rvae3os
tlbi RVAE3OS, xzr
tlbi rvale3os, x3
tlbi rvale3os
tlbi RVALE3OS, xzr
tlbi rvae3, x3
tlbi rvae3
tlbi RVAE3, xzr
tlbi rvale3, x3
tlbi rvale3
tlbi RVALE3, xzr
tlbi alle3, x3
tlbi alle3
tlbi vae3, x3
tlbi vae3
tlbi VAE3, xzr
tlbi paall, x3
tlbi paall
tlbi vale3, x3
tlbi vale3
tlbi VALE3, xzr
tlbi vmalle1osnxs, x3
tlbi vmalle1osnxs
tlbi vae1osnxs, x3
tlbi vae1osnxs
tlbi VAE1OSNXS, xzr
tlbi aside1osnxs, x3
tlbi aside1osnxs
tlbi ASIDE1OSNXS, xzr
tlbi vaae1osnxs, x3
tlbi vaae1osnxs
tlbi VAAE1OSNXS, xzr
tlbi vale1osnxs, x3
tlbi vale1osnxs
tlbi VALE1OSNXS, xzr
tlbi vaale1osnxs, x3
tlbi vaale1osnxs
tlbi VAALE1OSNXS, xzr
tlbi rvae1isnxs, x3
tlbi rvae1isnxs
tlbi RVAE1ISNXS, xzr
tlbi rvaae1isnxs, x3
tlbi rvaae1isnxs
tlbi RVAAE1ISNXS, xzr
tlbi rvale1isnxs, x3
tlbi rvale1isnxs
tlbi RVALE1ISNXS, xzr
tlbi rvaale1isnxs, x3
tlbi rvaale1isnxs
tlbi RVAALE1ISNXS, xzr
tlbi vmalle1isnxs, x3
tlbi vmalle1isnxs
tlbi vae1isnxs, x3
tlbi vae1isnxs
tlbi VAE1ISNXS, xzr
tlbi aside1isnxs, x3
tlbi aside1isnxs
tlbi ASIDE1ISNXS, xzr
tlbi vaae1isnxs, x3
tlbi vaae1isnxs
tlbi VAAE1ISNXS, xzr
tlbi vale1isnxs, x3
tlbi vale1isnxs
tlbi VALE1ISNXS, xzr
tlbi vaale1isnxs, x3
tlbi vaale1isnxs
tlbi VAALE1ISNXS, xzr
tlbi rvae1osnxs, x3
tlbi rvae1osnxs
tlbi RVAE1OSNXS, xzr
tlbi rvaae1osnxs, x3
tlbi rvaae1osnxs
tlbi RVAAE1OSNXS, xzr
tlbi rvale1osnxs, x3
tlbi rvale1osnxs
tlbi RVALE1OSNXS, xzr
tlbi rvaale1osnxs, x3
tlbi rvaale1osnxs
tlbi RVAALE1OSNXS, xzr
tlbi rvae1nxs, x3
tlbi rvae1nxs
tlbi RVAE1NXS, xzr
tlbi rvaae1nxs, x3
tlbi rvaae1nxs
tlbi RVAAE1NXS, xzr
tlbi rvale1nxs, x3
tlbi rvale1nxs
tlbi RVALE1NXS, xzr
tlbi rvaale1nxs, x3
tlbi rvaale1nxs
tlbi RVAALE1NXS, xzr
tlbi vmalle1nxs, x3
tlbi vmalle1nxs
tlbi vae1nxs, x3
tlbi vae1nxs
tlbi VAE1NXS, xzr
tlbi aside1nxs, x3
tlbi aside1nxs
tlbi ASIDE1NXS, xzr
tlbi vaae1nxs, x3
tlbi vaae1nxs
tlbi VAAE1NXS, xzr
tlbi vale1nxs, x3
tlbi vale1nxs
tlbi VALE1NXS, xzr
tlbi vaale1nxs, x3
tlbi vaale1nxs
tlbi VAALE1NXS, xzr
tlbi ipas2e1isnxs, x3
tlbi ipas2e1isnxs
tlbi IPAS2E1ISNXS, xzr
tlbi ripas2e1isnxs, x3
tlbi ripas2e1isnxs
tlbi RIPAS2E1ISNXS, xzr
tlbi ipas2le1isnxs, x3
tlbi ipas2le1isnxs
tlbi IPAS2LE1ISNXS, xzr
tlbi ripas2le1isnxs, x3
tlbi ripas2le1isnxs
tlbi RIPAS2LE1ISNXS, xzr
tlbi alle2osnxs, x3
tlbi alle2osnxs
tlbi vae2osnxs, x3
tlbi vae2osnxs
tlbi VAE2OSNXS, xzr
tlbi alle1osnxs, x3
tlbi alle1osnxs
tlbi vale2osnxs, x3
tlbi vale2osnxs
tlbi VALE2OSNXS, xzr
tlbi vmalls12e1osnxs, x3
tlbi vmalls12e1osnxs
tlbi rvae2isnxs, x3
tlbi rvae2isnxs
tlbi RVAE2ISNXS, xzr
tlbi vmallws2e1isnxs, x3
tlbi vmallws2e1isnxs
tlbi rvale2isnxs, x3
tlbi rvale2isnxs
tlbi RVALE2ISNXS, xzr
tlbi alle2isnxs, x3
tlbi alle2isnxs
tlbi vae2isnxs, x3
tlbi vae2isnxs
tlbi VAE2ISNXS, xzr
tlbi alle1isnxs, x3
tlbi alle1isnxs
tlbi vale2isnxs, x3
tlbi vale2isnxs
tlbi VALE2ISNXS, xzr
tlbi vmalls12e1isnxs, x3
tlbi vmalls12e1isnxs
tlbi ipas2e1osnxs, x3
tlbi ipas2e1osnxs
tlbi IPAS2E1OSNXS, xzr
tlbi ipas2e1nxs, x3
tlbi ipas2e1nxs
tlbi IPAS2E1NXS, xzr
tlbi ripas2e1nxs, x3
tlbi ripas2e1nxs
tlbi RIPAS2E1NXS, xzr
tlbi ripas2e1osnxs, x3
tlbi ripas2e1osnxs
tlbi RIPAS2E1OSNXS, xzr
tlbi ipas2le1osnxs, x3
tlbi ipas2le1osnxs
tlbi IPAS2LE1OSNXS, xzr
tlbi ipas2le1nxs, x3
tlbi ipas2le1nxs
tlbi IPAS2LE1NXS, xzr
tlbi ripas2le1nxs, x3
tlbi ripas2le1nxs
tlbi RIPAS2LE1NXS, xzr
tlbi ripas2le1osnxs, x3
tlbi ripas2le1osnxs
tlbi RIPAS2LE1OSNXS, xzr
tlbi rvae2osnxs, x3
tlbi rvae2osnxs
tlbi RVAE2OSNXS, xzr
tlbi vmallws2e1osnxs, x3
tlbi vmallws2e1osnxs
tlbi rvale2osnxs, x3
tlbi rvale2osnxs
tlbi RVALE2OSNXS, xzr
tlbi rvae2nxs, x3
tlbi rvae2nxs
tlbi RVAE2NXS, xzr
tlbi vmallws2e1nxs, x3
tlbi vmallws2e1nxs
tlbi rvale2nxs, x3
tlbi rvale2nxs
tlbi RVALE2NXS, xzr
tlbi alle2nxs, x3
tlbi alle2nxs
tlbi vae2nxs, x3
tlbi vae2nxs
tlbi VAE2NXS, xzr
tlbi alle1nxs, x3
tlbi alle1nxs
tlbi vale2nxs, x3
tlbi vale2nxs
tlbi VALE2NXS, xzr
tlbi vmalls12e1nxs, x3
tlbi vmalls12e1nxs
tlbi alle3osnxs, x3
tlbi alle3osnxs
tlbi vae3osnxs, x3
tlbi vae3osnxs
tlbi VAE3OSNXS, xzr
tlbi paallosnxs, x3
tlbi paallosnxs
tlbi vale3osnxs, x3
tlbi vale3osnxs
tlbi VALE3OSNXS, xzr
tlbi rvae3isnxs, x3
tlbi rvae3isnxs
tlbi RVAE3ISNXS, xzr
tlbi rvale3isnxs, x3
tlbi rvale3isnxs
tlbi RVALE3ISNXS, xzr
tlbi alle3isnxs, x3
tlbi alle3isnxs
tlbi vae3isnxs, x3
tlbi vae3isnxs
tlbi VAE3ISNXS, xzr
tlbi vale3isnxs, x3
tlbi vale3isnxs
tlbi VALE3ISNXS, xzr
tlbi rpaosnxs, x3
tlbi rpaosnxs
tlbi RPAOSNXS, xzr
tlbi rpalosnxs, x3
tlbi rpalosnxs
tlbi RPALOSNXS, xzr
tlbi rvae3osnxs, x3
tlbi rvae3osnxs
tlbi RVAE3OSNXS, xzr
tlbi rvale3osnxs, x3
tlbi rvale3osnxs
tlbi RVALE3OSNXS, xzr
tlbi rvae3nxs, x3
tlbi rvae3nxs
tlbi RVAE3NXS, xzr
tlbi rvale3nxs, x3
tlbi rvale3nxs
tlbi RVALE3NXS, xzr
tlbi alle3nxs, x3
tlbi alle3nxs
tlbi vae3nxs, x3
tlbi vae3nxs
tlbi VAE3NXS, xzr
tlbi paallnxs, x3
tlbi paallnxs
tlbi vale3nxs, x3
tlbi vale3nxs
tlbi VALE3NXS, xzr
