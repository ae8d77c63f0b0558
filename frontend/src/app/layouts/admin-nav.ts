import { BookOpenText, Bug, Flag, History, House, LogOut, MessagesSquare, SmilePlus, Tags, Users } from 'lucide-react';
import type { NavItem } from '@/components/navigation/nav-item';
import { paths } from '@/config/paths';

const users: NavItem = { label: 'Users', to: paths.admin.users.getHref(), icon: Users, end: true };
const resources: NavItem = {
  label: 'Second Opinions',
  to: paths.admin.resources.getHref(),
  icon: BookOpenText,
};
const topics: NavItem = { label: 'Topics', to: paths.admin.topics.getHref(), icon: Tags };
const posts: NavItem = { label: 'Posts', to: paths.admin.posts.getHref(), icon: MessagesSquare };
const reports: NavItem = { label: 'Reports', to: paths.admin.reports.getHref(), icon: Flag };
const auditLog: NavItem = { label: 'Audit Log', to: paths.admin.auditLog.getHref(), icon: History };
const crashReports: NavItem = { label: 'Crash Reports', to: paths.admin.crashReports.getHref(), icon: Bug };
const reactions: NavItem = { label: 'Reactions', to: paths.admin.reactions.getHref(), icon: SmilePlus };

export const adminSections: NavItem[] = [users, resources, topics, posts, reports, reactions, auditLog, crashReports];

export const siteHome: NavItem = { label: 'Site Home', to: paths.app.home.getHref(), icon: House, end: true };
export const adminLogout: NavItem = { label: 'Logout', to: paths.auth.logout.getHref(), icon: LogOut };

/** The daily moderation work; Topics stays one tap away in the slide-in menu. */
export const adminBottomBar: NavItem[] = [users, posts, reports, resources];
