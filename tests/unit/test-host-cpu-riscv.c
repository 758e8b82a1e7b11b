/* Unit test of riscv-host: the CPU name LLVM 22 gives a RISC-V Linux host,
 * against LLVM 22's own answers (host-cpu-riscv-llvm22.tsv, made by
 * regen-host-cpu from LLVM 22's CPU table and its cpuinfo reader):
 * 1. every CPU model in LLVM's table, and the models one off in each
 *    field, which name nothing;
 * 2. /proc/cpuinfo texts: the uarch values LLVM names, others, spellings. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../libcore/riscv/riscv-host.h"
#include "cescape.h"
#include "tap.h"

int main(void)
{
    const char *srcdir = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/unit/host-cpu-riscv-llvm22.tsv", srcdir ? srcdir : ".");
    FILE *f = fopen(path, "r");
    if (!tap_ok(f != NULL, "LLVM 22's answers (host-cpu-riscv-llvm22.tsv) open"))
        return tap_done();
    unsigned models = 0, named = 0, texts = 0, bad = 0;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char what[200];
        if (strncmp(line, "model\t", 6) == 0) {
            unsigned vendor;
            unsigned long long arch, imp;
            char want[64] = "";
            if (sscanf(line + 6, "%x %llx %llx %63s", &vendor, &arch, &imp, want) < 3) {
                bad++;
                continue;
            }
            const char *got = mca_riscv_cpu_name_from_model(vendor, arch, imp);
            snprintf(what, sizeof what, "model %#x/%#llx/%#llx: %s", vendor, arch, imp,
                     want[0] ? want : "no name");
            tap_is_str(got ? got : "", want, what);
            models++;
            named += want[0] != 0;
        } else if (strncmp(line, "text\t", 5) == 0) {
            char *want = line + 5, *tab = strchr(want, '\t');
            if (!tab) {
                bad++;
                continue;
            }
            *tab = 0;
            char *text = tab + 1;
            snprintf(what, sizeof what, "cpuinfo \"%.120s\": %.60s", text, want[0] ? want : "no name");
            cescape_undo(text);
            const char *got = mca_riscv_cpu_name_from_cpuinfo(text, strlen(text));
            tap_is_str(got ? got : "", want, what);
            texts++;
        } else {
            bad++;
        }
    }
    fclose(f);
    tap_ok(bad == 0 && named >= 3 && models > named && texts >= 10,
           "well-formed rows: named models, unnamed neighbours, texts");

    char *mine = mca_riscv_host_cpu();
#if defined(__riscv) && defined(__linux__)
    tap_ok(mine != NULL, "RISC-V Linux host: a name");
#else
    tap_ok(mine == NULL, "not a RISC-V Linux host: NULL");
#endif
    free(mine);
    return tap_done();
}
