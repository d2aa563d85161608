/** The community area's workflows: the member's page and the intro meeting's booking. */
export { bookIntroMeeting, cancelIntroMeeting, getCommunity } from './intro-meeting'
