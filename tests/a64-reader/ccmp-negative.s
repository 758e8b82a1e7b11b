// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// ccmp and ccmn take no negative immediate
ccmp w1, #-8, #4, ne
ccmn w1, #-8, #4, ne
ccmp x1, #-31, #4, ne
ccmp x1, #-32, #4, ne
ccmn x1, #-1, #4, ne
