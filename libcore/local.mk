## libcore
