// quarto render (filters/quarto.toml) on constructed fixtures (fixtures/quarto/README.md: Quarto
// does not install here): the file processed, the output created, the failing cell with its
// traceback and exception survive; chunk progress, pandoc options and cells that ran go; exit
// code 1 kept.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "quarto/render-knitr", filter: "quarto-render", exit: 0, keep: ["processing file: report.qmd", "Output created: report.html"], drop: ["4/7 [load-data]", "output file: report.knit.md", "html-math-method: mathjax", "title: Quarterly sales report"], min: 80 },
  { fixture: "quarto/render-jupyter-error", filter: "quarto-render", exit: 1, keep: ["Executing 'analysis.quarto_ipynb'", "  Cell 2/4: 'load'........ERROR: ", "An error occurred while executing the following cell:\n------------------\ndf = pd.read_csv(\"data/sales-2026.csv\")\ndf.head()\n------------------\n", "Cell In[2], line 1\n", "FileNotFoundError: [Errno 2] No such file or directory: 'data/sales-2026.csv'"], drop: ["Starting python3 kernel...Done", "  Cell 1/4: 'setup'.......Done", "----> 1 df = pd.read_csv(\"data/sales-2026.csv\")", "      2 df.head()", "File ~/.venv/lib/python3.12/site-packages/pandas/io/parsers/readers.py:1026, in read_csv(", "   1013 kwds_defaults = _refine_defaults_read(", "   (...)", "-> 1026 return _read(filepath_or_buffer, kwds)", "---------------------------------------------------------------------------\n"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms([[["quarto", "render", "report.qmd"], "quarto-render"], [["quarto", "render", "--to", "pdf"], "quarto-render"]]);
