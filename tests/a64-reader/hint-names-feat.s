// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=cortex-a55 -mattr=+cmh,+pcdphint,+pauth-lr,+v8.4a -instruction-tables
// hint-space names with their features
pacm
hint #39
tsb csync
tsb CSYNC
tsb
tsb foo
tsb #2
tsb csync, x0
shuh
shuh ph
shuh PH
shuh #1
shuh #0
shuh foo
shuh ph, x0
stcph
stcph x0
stshh keep
stshh STRM
stshh
stshh #0
stshh foo
stshh keep, x0
pacm x0
