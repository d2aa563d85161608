/** The diagnostic area's workflows: reports from the web app and their review. */
export { createDiagnostic, listDiagnostics, markReviewed } from './diagnostics'
