import { eslintConfig } from "@hermes/config/eslint";

export default eslintConfig(import.meta.dirname);
