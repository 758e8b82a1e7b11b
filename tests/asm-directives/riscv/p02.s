.include ok.s
