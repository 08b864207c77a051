// protoc (filters/protoc.toml) on real fixtures (fixtures/protoc): every `path:line:col: message`
// error and warning stays as printed (protoc prints nothing else), a silent run says ok; the
// descriptor dumps (--decode, --encode) run raw.
import { describeFactOnlyCases, describeHookForms } from "../../helpers/cases";

describeFactOnlyCases([
  { fixture: "protoc/compile/ok", filter: "protoc", exit: 0 },
  { fixture: "protoc/compile/syntax", filter: "protoc", exit: 1 },
  { fixture: "protoc/compile/workspace", filter: "protoc", exit: 1 },
  { fixture: "protoc/compile/warning", filter: "protoc", exit: 0 },
]);

describeHookForms([[["protoc", "-I", "proto", "--go_out=gen", "proto/a.proto"], "protoc"]], [["protoc", "--decode=shop.v1.Cart", "proto/shop/v1/cart.proto"]]);
