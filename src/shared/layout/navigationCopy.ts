export const navigationCopy = {
  homeLink: "Strangers home",
  mainNavigation: "Main",
  aboutUs: "About Us",
  dashboard: "Dashboard",
  profile: "Profile",
  login: "Login",
  signUp: "Sign Up",
  blog: "Blog",
  logout: "Logout",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  skipToContent: "Skip to content",
} as const;
