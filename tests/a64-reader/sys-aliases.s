// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+xs,+tlb-rmi,+mte,+rme,+tlbid -instruction-tables
// SYS encodings (every 24th of CRn 7-9) and every alias one printed as LLVM prints them: the alias when the CPU has its features
sys #0, c7, c0, #0, x0
sys #0, c7, c3, #0, x0
sys #0, c7, c6, #0, x0
sys #0, c7, c9, #0, x0
sys #0, c7, c12, #0, x0
sys #0, c7, c15, #0, x0
sys #1, c7, c2, #0, x0
sys #1, c7, c5, #0, x0
sys #1, c7, c8, #0, x0
sys #1, c7, c11, #0, x0
sys #1, c7, c14, #0, x0
sys #2, c7, c1, #0, x0
sys #2, c7, c4, #0, x0
sys #2, c7, c7, #0, x0
sys #2, c7, c10, #0, x0
sys #2, c7, c13, #0, x0
sys #3, c7, c0, #0, x0
sys #3, c7, c3, #0, x0
sys #3, c7, c6, #0, x0
sys #3, c7, c9, #0, x0
sys #3, c7, c12, #0, x0
sys #3, c7, c15, #0, x0
sys #4, c7, c2, #0, x0
sys #4, c7, c5, #0, x0
sys #4, c7, c8, #0, x0
sys #4, c7, c11, #0, x0
sys #4, c7, c14, #0, x0
sys #5, c7, c1, #0, x0
sys #5, c7, c4, #0, x0
sys #5, c7, c7, #0, x0
sys #5, c7, c10, #0, x0
sys #5, c7, c13, #0, x0
sys #6, c7, c0, #0, x0
sys #6, c7, c3, #0, x0
sys #6, c7, c6, #0, x0
sys #6, c7, c9, #0, x0
sys #6, c7, c12, #0, x0
sys #6, c7, c15, #0, x0
sys #7, c7, c2, #0, x0
sys #7, c7, c5, #0, x0
sys #7, c7, c8, #0, x0
sys #7, c7, c11, #0, x0
sys #7, c7, c14, #0, x0
sys #0, c8, c1, #0, x0
sys #0, c8, c4, #0, x0
sys #0, c8, c7, #0, x0
sys #0, c8, c10, #0, x0
sys #0, c8, c13, #0, x0
sys #1, c8, c0, #0, x0
sys #1, c8, c3, #0, x0
sys #1, c8, c6, #0, x0
sys #1, c8, c9, #0, x0
sys #1, c8, c12, #0, x0
sys #1, c8, c15, #0, x0
sys #2, c8, c2, #0, x0
sys #2, c8, c5, #0, x0
sys #2, c8, c8, #0, x0
sys #2, c8, c11, #0, x0
sys #2, c8, c14, #0, x0
sys #3, c8, c1, #0, x0
sys #3, c8, c4, #0, x0
sys #3, c8, c7, #0, x0
sys #3, c8, c10, #0, x0
sys #3, c8, c13, #0, x0
sys #4, c8, c0, #0, x0
sys #4, c8, c3, #0, x0
sys #4, c8, c6, #0, x0
sys #4, c8, c9, #0, x0
sys #4, c8, c12, #0, x0
sys #4, c8, c15, #0, x0
sys #5, c8, c2, #0, x0
sys #5, c8, c5, #0, x0
sys #5, c8, c8, #0, x0
sys #5, c8, c11, #0, x0
sys #5, c8, c14, #0, x0
sys #6, c8, c1, #0, x0
sys #6, c8, c4, #0, x0
sys #6, c8, c7, #0, x0
sys #6, c8, c10, #0, x0
sys #6, c8, c13, #0, x0
sys #7, c8, c0, #0, x0
sys #7, c8, c3, #0, x0
sys #7, c8, c6, #0, x0
sys #7, c8, c9, #0, x0
sys #7, c8, c12, #0, x0
sys #7, c8, c15, #0, x0
sys #0, c9, c2, #0, x0
sys #0, c9, c5, #0, x0
sys #0, c9, c8, #0, x0
sys #0, c9, c11, #0, x0
sys #0, c9, c14, #0, x0
sys #1, c9, c1, #0, x0
sys #1, c9, c4, #0, x0
sys #1, c9, c7, #0, x0
sys #1, c9, c10, #0, x0
sys #1, c9, c13, #0, x0
sys #2, c9, c0, #0, x0
sys #2, c9, c3, #0, x0
sys #2, c9, c6, #0, x0
sys #2, c9, c9, #0, x0
sys #2, c9, c12, #0, x0
sys #2, c9, c15, #0, x0
sys #3, c9, c2, #0, x0
sys #3, c9, c5, #0, x0
sys #3, c9, c8, #0, x0
sys #3, c9, c11, #0, x0
sys #3, c9, c14, #0, x0
sys #4, c9, c1, #0, x0
sys #4, c9, c4, #0, x0
sys #4, c9, c7, #0, x0
sys #4, c9, c10, #0, x0
sys #4, c9, c13, #0, x0
sys #5, c9, c0, #0, x0
sys #5, c9, c3, #0, x0
sys #5, c9, c6, #0, x0
sys #5, c9, c9, #0, x0
sys #5, c9, c12, #0, x0
sys #5, c9, c15, #0, x0
sys #6, c9, c2, #0, x0
sys #6, c9, c5, #0, x0
sys #6, c9, c8, #0, x0
sys #6, c9, c11, #0, x0
sys #6, c9, c14, #0, x0
sys #7, c9, c1, #0, x0
sys #7, c9, c4, #0, x0
sys #7, c9, c7, #0, x0
sys #7, c9, c10, #0, x0
sys #7, c9, c13, #0, x0
sys #0, c7, c0, #0
sys #0, c7, c3, #0
sys #0, c7, c6, #0
sys #0, c7, c9, #0
sys #0, c7, c12, #0
sys #0, c7, c15, #0
sys #1, c7, c2, #0
sys #1, c7, c5, #0
sys #1, c7, c8, #0
sys #1, c7, c11, #0
sys #1, c7, c14, #0
sys #2, c7, c1, #0
sys #2, c7, c4, #0
sys #2, c7, c7, #0
sys #2, c7, c10, #0
sys #2, c7, c13, #0
sys #3, c7, c0, #0
sys #3, c7, c3, #0
sys #3, c7, c6, #0
sys #3, c7, c9, #0
sys #3, c7, c12, #0
sys #3, c7, c15, #0
sys #4, c7, c2, #0
sys #4, c7, c5, #0
sys #4, c7, c8, #0
sys #4, c7, c11, #0
sys #4, c7, c14, #0
sys #5, c7, c1, #0
sys #5, c7, c4, #0
sys #5, c7, c7, #0
sys #5, c7, c10, #0
sys #5, c7, c13, #0
sys #6, c7, c0, #0
sys #6, c7, c3, #0
sys #6, c7, c6, #0
sys #6, c7, c9, #0
sys #6, c7, c12, #0
sys #6, c7, c15, #0
sys #7, c7, c2, #0
sys #7, c7, c5, #0
sys #7, c7, c8, #0
sys #7, c7, c11, #0
sys #7, c7, c14, #0
sys #0, c8, c1, #0
sys #0, c8, c4, #0
sys #0, c8, c7, #0
sys #0, c8, c10, #0
sys #0, c8, c13, #0
sys #1, c8, c0, #0
sys #1, c8, c3, #0
sys #1, c8, c6, #0
sys #1, c8, c9, #0
sys #1, c8, c12, #0
sys #1, c8, c15, #0
sys #2, c8, c2, #0
sys #2, c8, c5, #0
sys #2, c8, c8, #0
sys #2, c8, c11, #0
sys #2, c8, c14, #0
sys #3, c8, c1, #0
sys #3, c8, c4, #0
sys #3, c8, c7, #0
sys #3, c8, c10, #0
sys #3, c8, c13, #0
sys #4, c8, c0, #0
sys #4, c8, c3, #0
sys #4, c8, c6, #0
sys #4, c8, c9, #0
sys #4, c8, c12, #0
sys #4, c8, c15, #0
sys #5, c8, c2, #0
sys #5, c8, c5, #0
sys #5, c8, c8, #0
sys #5, c8, c11, #0
sys #5, c8, c14, #0
sys #6, c8, c1, #0
sys #6, c8, c4, #0
sys #6, c8, c7, #0
sys #6, c8, c10, #0
sys #6, c8, c13, #0
sys #7, c8, c0, #0
sys #7, c8, c3, #0
sys #7, c8, c6, #0
sys #7, c8, c9, #0
sys #7, c8, c12, #0
sys #7, c8, c15, #0
sys #0, c9, c2, #0
sys #0, c9, c5, #0
sys #0, c9, c8, #0
sys #0, c9, c11, #0
sys #0, c9, c14, #0
sys #1, c9, c1, #0
sys #1, c9, c4, #0
sys #1, c9, c7, #0
sys #1, c9, c10, #0
sys #1, c9, c13, #0
sys #2, c9, c0, #0
sys #2, c9, c3, #0
sys #2, c9, c6, #0
sys #2, c9, c9, #0
sys #2, c9, c12, #0
sys #2, c9, c15, #0
sys #3, c9, c2, #0
sys #3, c9, c5, #0
sys #3, c9, c8, #0
sys #3, c9, c11, #0
sys #3, c9, c14, #0
sys #4, c9, c1, #0
sys #4, c9, c4, #0
sys #4, c9, c7, #0
sys #4, c9, c10, #0
sys #4, c9, c13, #0
sys #5, c9, c0, #0
sys #5, c9, c3, #0
sys #5, c9, c6, #0
sys #5, c9, c9, #0
sys #5, c9, c12, #0
sys #5, c9, c15, #0
sys #6, c9, c2, #0
sys #6, c9, c5, #0
sys #6, c9, c8, #0
sys #6, c9, c11, #0
sys #6, c9, c14, #0
sys #7, c9, c1, #0
sys #7, c9, c4, #0
sys #7, c9, c7, #0
sys #7, c9, c10, #0
sys #7, c9, c13, #0
sys #0, c7, c1, #0
sys #0, c7, c5, #0
sys #0, c7, c6, #1, x5
sys #0, c7, c6, #2, x5
sys #0, c7, c6, #3, x5
sys #0, c7, c6, #4, x5
sys #0, c7, c6, #5, x5
sys #0, c7, c6, #6, x5
sys #0, c7, c8, #0, x5
sys #0, c7, c8, #1, x5
sys #0, c7, c8, #2, x5
sys #0, c7, c8, #3, x5
sys #0, c7, c9, #0, x5
sys #0, c7, c9, #1, x5
sys #0, c7, c9, #2, x5
sys #0, c7, c10, #2, x5
sys #0, c7, c10, #4, x5
sys #0, c7, c10, #6, x5
sys #0, c7, c14, #2, x5
sys #0, c7, c14, #4, x5
sys #0, c7, c14, #6, x5
sys #0, c7, c15, #1, x5
sys #0, c7, c15, #5, x5
sys #3, c7, c3, #4, x5
sys #3, c7, c3, #5, x5
sys #3, c7, c3, #6, x5
sys #3, c7, c3, #7, x5
sys #3, c7, c4, #1, x5
sys #3, c7, c4, #3, x5
sys #3, c7, c4, #4, x5
sys #3, c7, c4, #5, x5
sys #3, c7, c4, #7, x5
sys #3, c7, c5, #1, x5
sys #3, c7, c10, #1, x5
sys #3, c7, c10, #3, x5
sys #3, c7, c10, #5, x5
sys #3, c7, c11, #0, x5
sys #3, c7, c11, #1, x5
sys #3, c7, c11, #7, x5
sys #3, c7, c12, #1, x5
sys #3, c7, c12, #3, x5
sys #3, c7, c12, #5, x5
sys #3, c7, c13, #1, x5
sys #3, c7, c13, #3, x5
sys #3, c7, c13, #5, x5
sys #3, c7, c14, #1, x5
sys #3, c7, c14, #3, x5
sys #3, c7, c14, #5, x5
sys #3, c7, c15, #0, x5
sys #3, c7, c15, #7, x5
sys #4, c7, c0, #4
sys #4, c7, c0, #5
sys #4, c7, c0, #6, x5
sys #4, c7, c0, #7, x5
sys #4, c7, c8, #0, x5
sys #4, c7, c8, #1, x5
sys #4, c7, c8, #4, x5
sys #4, c7, c8, #5, x5
sys #4, c7, c8, #6, x5
sys #4, c7, c8, #7, x5
sys #4, c7, c9, #2, x5
sys #4, c7, c14, #0, x5
sys #4, c7, c14, #7, x5
sys #6, c7, c8, #0, x5
sys #6, c7, c8, #1, x5
sys #6, c7, c9, #2, x5
sys #6, c7, c14, #1, x5
sys #6, c7, c14, #5, x5
sys #0, c8, c1, #0
sys #0, c8, c1, #1, x5
sys #0, c8, c1, #2, x5
sys #0, c8, c1, #3, x5
sys #0, c8, c1, #5, x5
sys #0, c8, c1, #7, x5
sys #0, c8, c2, #1, x5
sys #0, c8, c2, #3, x5
sys #0, c8, c2, #5, x5
sys #0, c8, c2, #7, x5
sys #0, c8, c3, #0
sys #0, c8, c3, #1, x5
sys #0, c8, c3, #2, x5
sys #0, c8, c3, #3, x5
sys #0, c8, c3, #5, x5
sys #0, c8, c3, #7, x5
sys #0, c8, c5, #1, x5
sys #0, c8, c5, #3, x5
sys #0, c8, c5, #5, x5
sys #0, c8, c5, #7, x5
sys #0, c8, c6, #1, x5
sys #0, c8, c6, #3, x5
sys #0, c8, c6, #5, x5
sys #0, c8, c6, #7, x5
sys #0, c8, c7, #0
sys #0, c8, c7, #1, x5
sys #0, c8, c7, #2, x5
sys #0, c8, c7, #3, x5
sys #0, c8, c7, #5, x5
sys #0, c8, c7, #7, x5
sys #4, c8, c0, #1, x5
sys #4, c8, c0, #2, x5
sys #4, c8, c0, #5, x5
sys #4, c8, c0, #6, x5
sys #4, c8, c1, #0
sys #4, c8, c1, #1, x5
sys #4, c8, c1, #4
sys #4, c8, c1, #5, x5
sys #4, c8, c1, #6
sys #4, c8, c2, #1, x5
sys #4, c8, c2, #2
sys #4, c8, c2, #5, x5
sys #4, c8, c3, #0
sys #4, c8, c3, #1, x5
sys #4, c8, c3, #4
sys #4, c8, c3, #5, x5
sys #4, c8, c3, #6
sys #4, c8, c4, #0, x5
sys #4, c8, c4, #1, x5
sys #4, c8, c4, #2, x5
sys #4, c8, c4, #3, x5
sys #4, c8, c4, #4, x5
sys #4, c8, c4, #5, x5
sys #4, c8, c4, #6, x5
sys #4, c8, c4, #7, x5
sys #4, c8, c5, #1, x5
sys #4, c8, c5, #2
sys #4, c8, c5, #5, x5
sys #4, c8, c6, #1, x5
sys #4, c8, c6, #2
sys #4, c8, c6, #5, x5
sys #4, c8, c7, #0
sys #4, c8, c7, #1, x5
sys #4, c8, c7, #4
sys #4, c8, c7, #5, x5
sys #4, c8, c7, #6
sys #6, c8, c1, #0
sys #6, c8, c1, #1, x5
sys #6, c8, c1, #4
sys #6, c8, c1, #5, x5
sys #6, c8, c2, #1, x5
sys #6, c8, c2, #5, x5
sys #6, c8, c3, #0
sys #6, c8, c3, #1, x5
sys #6, c8, c3, #5, x5
sys #6, c8, c4, #3, x5
sys #6, c8, c4, #7, x5
sys #6, c8, c5, #1, x5
sys #6, c8, c5, #5, x5
sys #6, c8, c6, #1, x5
sys #6, c8, c6, #5, x5
sys #6, c8, c7, #0
sys #6, c8, c7, #1, x5
sys #6, c8, c7, #4
sys #6, c8, c7, #5, x5
sys #0, c9, c1, #0
sys #0, c9, c1, #1, x5
sys #0, c9, c1, #2, x5
sys #0, c9, c1, #3, x5
sys #0, c9, c1, #5, x5
sys #0, c9, c1, #7, x5
sys #0, c9, c2, #1, x5
sys #0, c9, c2, #3, x5
sys #0, c9, c2, #5, x5
sys #0, c9, c2, #7, x5
sys #0, c9, c3, #0
sys #0, c9, c3, #1, x5
sys #0, c9, c3, #2, x5
sys #0, c9, c3, #3, x5
sys #0, c9, c3, #5, x5
sys #0, c9, c3, #7, x5
sys #0, c9, c5, #1, x5
sys #0, c9, c5, #3, x5
sys #0, c9, c5, #5, x5
sys #0, c9, c5, #7, x5
sys #0, c9, c6, #1, x5
sys #0, c9, c6, #3, x5
sys #0, c9, c6, #5, x5
sys #0, c9, c6, #7, x5
sys #0, c9, c7, #0
sys #0, c9, c7, #1, x5
sys #0, c9, c7, #2, x5
sys #0, c9, c7, #3, x5
sys #0, c9, c7, #5, x5
sys #0, c9, c7, #7, x5
sys #4, c9, c0, #1, x5
sys #4, c9, c0, #2, x5
sys #4, c9, c0, #5, x5
sys #4, c9, c0, #6, x5
sys #4, c9, c1, #0
sys #4, c9, c1, #1, x5
sys #4, c9, c1, #4
sys #4, c9, c1, #5, x5
sys #4, c9, c1, #6
sys #4, c9, c2, #1, x5
sys #4, c9, c2, #2
sys #4, c9, c2, #5, x5
sys #4, c9, c3, #0
sys #4, c9, c3, #1, x5
sys #4, c9, c3, #4
sys #4, c9, c3, #5, x5
sys #4, c9, c3, #6
sys #4, c9, c4, #0, x5
sys #4, c9, c4, #1, x5
sys #4, c9, c4, #2, x5
sys #4, c9, c4, #3, x5
sys #4, c9, c4, #4, x5
sys #4, c9, c4, #5, x5
sys #4, c9, c4, #6, x5
sys #4, c9, c4, #7, x5
sys #4, c9, c5, #1, x5
sys #4, c9, c5, #2
sys #4, c9, c5, #5, x5
sys #4, c9, c6, #1, x5
sys #4, c9, c6, #2
sys #4, c9, c6, #5, x5
sys #4, c9, c7, #0
sys #4, c9, c7, #1, x5
sys #4, c9, c7, #4
sys #4, c9, c7, #5, x5
sys #4, c9, c7, #6
sys #6, c9, c1, #0
sys #6, c9, c1, #1, x5
sys #6, c9, c1, #4
sys #6, c9, c1, #5, x5
sys #6, c9, c2, #1, x5
sys #6, c9, c2, #5, x5
sys #6, c9, c3, #0
sys #6, c9, c3, #1, x5
sys #6, c9, c3, #5, x5
sys #6, c9, c4, #3, x5
sys #6, c9, c4, #7, x5
sys #6, c9, c5, #1, x5
sys #6, c9, c5, #5, x5
sys #6, c9, c6, #1, x5
sys #6, c9, c6, #5, x5
sys #6, c9, c7, #0
sys #6, c9, c7, #1, x5
sys #6, c9, c7, #4
sys #6, c9, c7, #5, x5
