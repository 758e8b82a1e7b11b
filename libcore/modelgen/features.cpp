// features.cpp: AArch64's subtarget features as C tables for the front end
// (libcore/aarch64/a64-feat.c): every feature with what it implies, the
// features of every CPU name, and per opcode the assembler predicates it
// needs, as LLVM's assembler names them in "instruction requires: ...".
//
// The predicates are found by assembling each opcode's printed probe once
// with every extension on (it must come back as that opcode) and once with
// every extension off: the second run's message names what is missing.  A
// predicate "sve or sme" is satisfied by either feature.
#include "modelgen.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "llvm/ADT/StringExtras.h"
#include "llvm/TargetParser/AArch64TargetParser.h"

using namespace llvm;

namespace {
struct FeatureTable {
  std::vector<std::string> names;         // sorted as LLVM lists them
  std::map<unsigned, unsigned> by_value;  // LLVM's bit -> our index
  std::map<std::string, unsigned> by_name;
  unsigned words = 0;
};
} // namespace

static FeatureTable read_features(const TargetCtx &t) {
  FeatureTable ft;
  for (const SubtargetFeatureKV &f : t.sti->getAllProcessorFeatures()) {
    ft.by_value[f.Value] = ft.names.size();
    ft.by_name[f.Key] = ft.names.size();
    ft.names.push_back(f.Key);
  }
  ft.words = (ft.names.size() + 63) / 64;
  return ft;
}

static std::vector<uint64_t> to_set(const FeatureTable &ft, const FeatureBitset &b) {
  std::vector<uint64_t> s(ft.words, 0);
  for (auto &kv : ft.by_value)
    if (b.test(kv.first))
      s[kv.second / 64] |= uint64_t(1) << (kv.second % 64);
  return s;
}

static void put_set(FILE *f, const std::vector<uint64_t> &s) {
  fprintf(f, "{");
  for (size_t i = 0; i < s.size(); i++)
    fprintf(f, "%s0x%llxu", i ? "," : "", (unsigned long long)s[i]);
  fprintf(f, "}");
}

// What feature V implies, itself included, followed transitively.
static FeatureBitset closure(const MCSubtargetInfo &sti, unsigned v) {
  FeatureBitset b;
  std::vector<unsigned> todo{v};
  while (!todo.empty()) {
    unsigned x = todo.back();
    todo.pop_back();
    if (b.test(x))
      continue;
    b.set(x);
    for (const SubtargetFeatureKV &f : sti.getAllProcessorFeatures())
      if (f.Value == x)
        for (unsigned k = 0; k < MAX_SUBTARGET_FEATURES; k++)
          if (f.Implies.getAsBitset().test(k))
            todo.push_back(k);
  }
  return b;
}

// Split "sve or sme bf16" into predicates {"sve or sme", "bf16"}; a
// parenthesized "(sve2 and fp8dot2)" stays one term of its predicate.
static std::vector<std::string> split_predicates(const std::string &msg) {
  std::vector<std::string> out;
  SmallVector<StringRef, 8> parts;
  StringRef(msg).split(parts, ' ', -1, false);
  int depth = 0;
  bool join = false;
  for (StringRef p : parts) {
    bool open = depth > 0;
    depth += (int)p.count('(') - (int)p.count(')');
    if (!out.empty() && (open || join || p == "or")) {
      out.back() += " " + p.str();
      join = p == "or";
      continue;
    }
    out.push_back(p.str());
    join = false;
  }
  return out;
}

// The feature named by a predicate's word: the feature of that name, or
// (fcma, frint3264) the one feature ("all" aside) that, turned on alone, makes the
// assembler stop asking for it on OPC's probe text.
static int feature_of_word(const TargetCtx &t, const FeatureTable &ft,
                           const std::string &word, const std::string &text,
                           const std::string &pred) {
  auto it = ft.by_name.find(word);
  if (it != ft.by_name.end())
    return (int)it->second;
  int best = -1;
  size_t best_size = 0;
  for (const SubtargetFeatureKV &kv : t.sti->getAllProcessorFeatures()) {
    // "+all" turns every feature on, whatever "all" implies
    if (!strcmp(kv.Key, "all"))
      continue;
    AsmChecker *c = make_asm_checker(t, 0, t.triple, true, kv.Key);
    std::string diag;
    asm_pick(*c, text, nullptr, &diag);
    free_asm_checker(c);
    std::vector<std::string> left = split_predicates(
        diag.size() > 22 ? diag.substr(22) : std::string());
    if (std::find(left.begin(), left.end(), pred) != left.end())
      continue;
    size_t n = closure(*t.sti, kv.Value).count();
    if (best < 0 || n < best_size)
      best = (int)ft.by_name.at(kv.Key), best_size = n;
  }
  return best;
}

static std::vector<uint64_t> minus(const FeatureTable &ft, const FeatureBitset &a,
                                   const FeatureBitset &b) {
  return to_set(ft, a & ~b);
}

// The directives that change the features (.arch NAME[+ext...],
// .arch_extension [no]ext), as LLVM's assembler applies them, found by
// letting it read each: every architecture name it takes with the features
// it sets (its "crypto" and "nocrypto" depend on the version), and every
// extension name with what enabling it turns on and disabling turns off.
static void write_directives(const TargetCtx &t, const FeatureTable &ft, FILE *f) {
  FeatureBitset none, all;
  for (const SubtargetFeatureKV &kv : t.sti->getAllProcessorFeatures())
    all.set(kv.Value);
  fprintf(f, "static const a64f_arch a64f_archs[] = {\n");
  std::set<std::string> seen;
  for (const AArch64::ArchInfo *a : AArch64::ArchInfos) {
    std::string n = a->Name.str(), v = n.substr(3);
    std::string nodash = n, vnodash = v;
    nodash.erase(std::remove(nodash.begin(), nodash.end(), '-'), nodash.end());
    vnodash.erase(std::remove(vnodash.begin(), vnodash.end(), '-'), vnodash.end());
    for (const std::string &name : {n, v, nodash, vnodash}) {
      FeatureBitset base, on, off;
      if (!seen.insert(name).second ||
          !asm_features_after(t, none, ".arch " + name, base))
        continue;
      // what +crypto adds to the architecture, what +nocrypto then takes
      asm_features_after(t, none, ".arch " + name + "+crypto", on);
      asm_features_after(t, none, ".arch " + name + "+crypto+nocrypto", off);
      fprintf(f, "    { \"%s\", ", name.c_str());
      put_set(f, to_set(ft, base));
      fprintf(f, ", ");
      put_set(f, minus(ft, on, base));
      fprintf(f, ", ");
      put_set(f, minus(ft, on, off));
      fprintf(f, " },\n");
    }
  }
  fprintf(f, "};\n");
  std::set<std::string> names;
  for (const SubtargetFeatureKV &kv : t.sti->getAllProcessorFeatures())
    names.insert(kv.Key);
  for (const AArch64::ExtensionInfo &e : AArch64::Extensions) {
    names.insert(e.UserVisibleName.str());
    if (e.Alias)
      names.insert(e.Alias->str());
  }
  fprintf(f, "static const a64f_ext a64f_exts[] = {\n");
  for (const std::string &name : names) {
    FeatureBitset on, off;
    if (name.empty() || StringRef(name).starts_with_insensitive("no") ||
        !asm_features_after(t, none, ".arch_extension " + name, on) ||
        !asm_features_after(t, all, ".arch_extension no" + name, off))
      continue;
    fprintf(f, "    { \"%s\", ", name.c_str());
    put_set(f, to_set(ft, on));
    fprintf(f, ", ");
    put_set(f, minus(ft, all, off));
    fprintf(f, " },\n");
  }
  fprintf(f, "};\n");
}

void write_features(TargetCtx &t, const std::vector<std::string> &cpus,
                    const std::string &path) {
  FeatureTable ft = read_features(t);
  AsmChecker *all = make_asm_checker(t, 0, t.triple);
  AsmChecker *none = make_asm_checker(t, 0, t.triple, true);
  const std::string prefix = "instruction requires: ";
  // zero: the immediates 0 before the first print (an opcode whose printer
  // crashed on the probe's: WHILE*_CXX's and CNTP's vector-length operand)
  auto probe_of = [&](unsigned opc, bool zero) -> std::string {
    if (t.mii->get(opc).isPseudo())
      return "";
    MCInst mi;
    if (!build_inst(t, opc, mi))
      return "";
    if (zero)
      for (unsigned i = 0; i < mi.getNumOperands(); i++)
        if (mi.getOperand(i).isImm())
          mi.getOperand(i).setImm(0);
    std::string text = print_inst(t, 0, mi), diag;
    // The probe's immediates can be out of an operand's range (a complex
    // rotation of 3 prints #630): small ones then, 2 (tsb csync) and 264
    // (movi's msl #8).
    static const int64_t values[] = {0, 1, 2, 264};
    for (int64_t v : values) {
      if (asm_pick(*all, text, nullptr) == (int)opc)
        break;
      for (unsigned i = 0; i < mi.getNumOperands(); i++)
        if (mi.getOperand(i).isImm())
          mi.getOperand(i).setImm(v);
      text = print_inst(t, 0, mi);
    }
    if (asm_pick(*all, text, nullptr) != (int)opc)
      return "";
    if (asm_pick(*none, text, nullptr, &diag) == (int)opc)
      return "";
    if (diag.compare(0, prefix.size(), prefix) != 0)
      return "?";
    return diag.substr(prefix.size()) + "\t" + text;
  };
  std::vector<unsigned> crashed;
  std::vector<std::string> needs = run_isolated(
      t.mii->getNumOpcodes(), [&](unsigned opc) { return probe_of(opc, false); }, &crashed);
  std::vector<std::string> again = run_isolated(
      crashed.size(), [&](unsigned k) { return probe_of(crashed[k], true); }, nullptr);
  for (size_t k = 0; k < crashed.size(); k++)
    needs[crashed[k]] = again[k];
  std::vector<std::string> texts(needs.size());
  for (size_t i = 0; i < needs.size(); i++) {
    size_t tab = needs[i].find('\t');
    if (tab != std::string::npos) {
      texts[i] = needs[i].substr(tab + 1);
      needs[i].resize(tab);
    }
  }
  free_asm_checker(all);
  free_asm_checker(none);

  FILE *f = open_out(path);
  fprintf(f, "/* Generated by mca-modelgen from LLVM %s (libcore/modelgen/"
             "features.cpp): do not edit. */\n", llvm_version().c_str());
  fprintf(f, "#define A64F_WORDS %u\n", ft.words);
  fprintf(f, "#define A64F_COUNT %zu\n", ft.names.size());
  // Features, each with the features it implies (itself included).
  fprintf(f, "static const a64f_feature a64f_features[A64F_COUNT] = {\n");
  for (const SubtargetFeatureKV &kv : t.sti->getAllProcessorFeatures()) {
    fprintf(f, "    { \"%s\", ", kv.Key);
    put_set(f, to_set(ft, closure(*t.sti, kv.Value)));
    fprintf(f, " },\n");
  }
  fprintf(f, "};\n");
  // CPUs, sorted by name.
  std::vector<std::string> names = cpus;
  std::sort(names.begin(), names.end());
  fprintf(f, "static const a64f_cpu a64f_cpus[] = {\n");
  for (const std::string &c : names) {
    std::unique_ptr<MCSubtargetInfo> sti(
        t.target->createMCSubtargetInfo(Triple(t.triple), c, ""));
    fprintf(f, "    { \"%s\", ", c.c_str());
    put_set(f, to_set(ft, sti->getFeatureBits()));
    // the same set by name, for an LLVM that does not know the CPU
    std::string list;
    for (const SubtargetFeatureKV &kv : t.sti->getAllProcessorFeatures())
      if (sti->getFeatureBits().test(kv.Value))
        list += (list.empty() ? "" : ",") + std::string(kv.Key);
    fprintf(f, ", \"%s\" },\n", list.c_str());
  }
  fprintf(f, "};\n");
  // The CPU names the subtarget carries under another name (aliases
  // resolved: apple-m1 is apple-a14), which llvm-mca's JSON prints; and
  // the names LLVM takes without listing them (apple-latest), when they
  // resolve to a listed CPU.
  fprintf(f, "static const a64f_alias a64f_aliases[] = {\n");
  std::vector<std::string> probe = names;
  probe.push_back("apple-latest");
  std::sort(probe.begin(), probe.end());
  for (const std::string &c : probe) {
    std::unique_ptr<MCSubtargetInfo> sti(
        t.target->createMCSubtargetInfo(Triple(t.triple), c, ""));
    std::string to = sti->getCPU().str();
    if (to != c && std::binary_search(names.begin(), names.end(), to))
      fprintf(f, "    { \"%s\", \"%s\" },\n", c.c_str(), to.c_str());
  }
  fprintf(f, "};\n");
  write_directives(t, ft, f);
  // Predicates and what satisfies each.
  std::map<std::string, unsigned> pred_index;
  std::vector<std::string> preds, pred_text;
  std::vector<std::pair<unsigned, std::vector<unsigned>>> rows;
  unsigned unknown = 0, other = 0;
  for (unsigned opc = 0; opc < needs.size(); opc++) {
    if (needs[opc].empty())
      continue;
    if (needs[opc] == "?") {
      other++;
      continue;
    }
    std::vector<unsigned> list;
    for (const std::string &p : split_predicates(needs[opc])) {
      auto it = pred_index.find(p);
      if (it == pred_index.end()) {
        it = pred_index.emplace(p, preds.size()).first;
        preds.push_back(p);
        pred_text.push_back(texts[opc]);
      }
      list.push_back(it->second);
    }
    rows.push_back({opc, list});
  }
  // Each predicate: up to A64F_MAX_ALTS alternatives, each a set of
  // features that must all be on.
  std::vector<std::vector<std::vector<uint64_t>>> alts_of(preds.size());
  size_t most_alts = 1;
  for (size_t i = 0; i < preds.size(); i++) {
    SmallVector<StringRef, 4> alts;
    StringRef(preds[i]).split(alts, " or ");
    for (StringRef a : alts) {
      std::vector<uint64_t> all(ft.words, 0);
      SmallVector<StringRef, 4> words;
      a.trim("()").split(words, " and ");
      for (StringRef w : words) {
        int x = feature_of_word(t, ft, w.str(), pred_text[i], preds[i]);
        if (x < 0) {
          fprintf(stderr, "mca-modelgen: predicate '%s': no feature '%s'\n",
                  preds[i].c_str(), w.str().c_str());
          unknown++;
          continue;
        }
        all[x / 64] |= uint64_t(1) << (x % 64);
      }
      alts_of[i].push_back(all);
    }
    most_alts = std::max(most_alts, alts_of[i].size());
  }
  fprintf(f, "#define A64F_MAX_ALTS %zu\n", most_alts);
  fprintf(f, "static const a64f_predicate a64f_predicates[] = {\n");
  for (size_t i = 0; i < preds.size(); i++) {
    fprintf(f, "    { \"%s\", %zu, {", preds[i].c_str(), alts_of[i].size());
    for (size_t k = 0; k < alts_of[i].size(); k++) {
      fprintf(f, "%s", k ? "," : "");
      put_set(f, alts_of[i][k]);
    }
    fprintf(f, "} },\n");
  }
  fprintf(f, "};\n");
  // Opcodes in order, each with up to A64F_MAX_PREDS predicates (index + 1).
  size_t most = 0;
  for (auto &r : rows)
    most = std::max(most, r.second.size());
  fprintf(f, "#define A64F_MAX_PREDS %zu\n", most);
  fprintf(f, "static const a64f_need a64f_needs[] = {\n");
  for (auto &r : rows) {
    fprintf(f, "    { %u, {", r.first);
    for (size_t i = 0; i < r.second.size(); i++)
      fprintf(f, "%s%u", i ? "," : "", r.second[i] + 1);
    fprintf(f, "} },\n");
  }
  fprintf(f, "};\n");
  close_out(f, path);
  fprintf(stderr, "mca-modelgen: %s: %zu opcodes need features (%zu predicates, "
                  "%u unknown names); %u rejected for another reason\n",
          t.dir.c_str(), rows.size(), preds.size(), unknown, other);
}
