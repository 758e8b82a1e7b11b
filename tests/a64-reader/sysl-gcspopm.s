// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+gcs -instruction-tables
// sysl and gcspopm without its register
sysl x0, #3, c7, c7, #1
sysl x21, #0, c6, c11, #4
sysl xzr, #3, c7, c7, #1
gcspopm x3
gcspopm
