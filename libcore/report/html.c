/* html: the page, its style sheet, escaping and the summary tables (see
 * mca/html.h). */
#include <config.h>

#include <string.h>

#include "mca/html.h"

void mca_html_escape(mca_strbuf *b, const char *s)
{
    size_t run = 0;
    for (const char *p = s; *p; p++) {
        const char *ref = NULL;
        switch (*p) {
        case '&': ref = "&amp;"; break;
        case '<': ref = "&lt;"; break;
        case '>': ref = "&gt;"; break;
        case '"': ref = "&quot;"; break;
        case '\'': ref = "&#39;"; break;
        default: run++; continue;
        }
        mca_strbuf_put(b, p - run, run);
        run = 0;
        mca_strbuf_puts(b, ref);
    }
    mca_strbuf_put(b, s + strlen(s) - run, run);
}

/* The colours of the timeline's phases are the legend's too: dispatch
 * (D), waiting for operands and waiting while ready (both = in the
 * text), executing (e, E), waiting to retire (-) and retire (R). */
static const char style[] =
    "body{font:14px/1.4 sans-serif;margin:1em 2em;color:#222;background:#fff}\n"
    "h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #bbb;margin-top:2em}\n"
    "h3{font-size:1.05em;margin:1.4em 0 .4em}\n"
    "table{border-collapse:collapse}\n"
    "td,th{padding:2px 6px}\n"
    ".numbers td:last-child{text-align:right;font-family:monospace}\n"
    ".numbers th{text-align:left;font-weight:normal}\n"
    ".scroll{overflow:auto;max-height:80vh;border:1px solid #ddd}\n"
    ".mono,svg text{font-family:monospace}\n"
    "svg text{font-size:11px;fill:#222}\n"
    ".d{fill:#3b6fd6}.w{fill:#f2c94c}.y{fill:#e67e22}.x{fill:#3aa757}.q{fill:#d9d9d9}"
    ".r{fill:#8e44ad}\n"
    ".lc{fill:none;stroke:#c0392b;stroke-width:1.5}\n"
    ".lcl{fill:#c0392b}\n"
    ".grid{stroke:#eee}.tick{fill:#777}\n"
    ".legend span{display:inline-block;width:1em;height:1em;margin:0 .3em 0 1em;"
    "vertical-align:middle}\n"
    ".heat td{text-align:right;font-family:monospace;min-width:3.2em;border:1px solid #eee}\n"
    ".heat th{font-weight:normal;font-size:12px;border:1px solid #eee}\n"
    ".heat thead th{writing-mode:vertical-rl;transform:rotate(180deg);text-align:left;"
    "position:sticky;top:0;background:#fff}\n"
    ".heat td.i{text-align:left;white-space:pre;position:sticky;left:0;background:#fff}\n"
    ".heat tr.total td{border-top:2px solid #888;font-weight:bold}\n"
    ".bar{fill:#7f9cc9}.bar.bind{fill:#c0392b}\n";

void mca_html_begin(mca_strbuf *b, const char *tool, const char *cpu)
{
    mca_strbuf_puts(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width\">\n<title>");
    mca_html_escape(b, tool);
    mca_strbuf_puts(b, ": ");
    mca_html_escape(b, cpu);
    mca_strbuf_puts(b, "</title>\n<style>\n");
    mca_strbuf_puts(b, style);
    mca_strbuf_puts(b, "</style>\n</head>\n<body>\n<h1>");
    mca_html_escape(b, tool);
    mca_strbuf_puts(b, ": ");
    mca_html_escape(b, cpu);
    mca_strbuf_puts(b, "</h1>\n");
}

void mca_html_end(mca_strbuf *b)
{
    mca_strbuf_puts(b, "</body>\n</html>\n");
}

void mca_html_region_begin(mca_strbuf *b, unsigned index, const char *name)
{
    mca_strbuf_printf(b, "<section class=\"region\">\n<h2>[%u] Code Region", index);
    if (name && *name) {
        mca_strbuf_puts(b, " - ");
        mca_html_escape(b, name);
    }
    mca_strbuf_puts(b, "</h2>\n");
}

void mca_html_region_end(mca_strbuf *b)
{
    mca_strbuf_puts(b, "</section>\n");
}

void mca_html_numbers_begin(mca_strbuf *b, const char *caption)
{
    mca_strbuf_puts(b, "<h3>");
    mca_html_escape(b, caption);
    mca_strbuf_puts(b, "</h3>\n<table class=\"numbers\">\n");
}

void mca_html_number(mca_strbuf *b, const char *label, const char *value)
{
    mca_strbuf_puts(b, "<tr><th>");
    mca_html_escape(b, label);
    mca_strbuf_puts(b, "</th><td>");
    mca_html_escape(b, value);
    mca_strbuf_puts(b, "</td></tr>\n");
}

void mca_html_numbers_end(mca_strbuf *b)
{
    mca_strbuf_puts(b, "</table>\n");
}
