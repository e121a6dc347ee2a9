import { Box, Tabs } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { PageHeader } from "@/components/ui/page-header";
import { CsvImport } from "./csv-import";
import { EnrollmentForm } from "./enrollment-form";

/** /students/enrollment: enrol one student step by step, or many from a CSV file. */
export function EnrollmentPage() {
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title="Enrollment" description="Add a student to the register, or import many at once." />
      <Tabs.Root defaultValue="form" variant="line" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="form">Enrol a student</Tabs.Trigger>
          <Tabs.Trigger value="import">Import CSV</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="form">
          <EnrollmentForm
            onCreated={(id) => navigate(`/students/details?student=${encodeURIComponent(id)}`)}
          />
        </Tabs.Content>
        <Tabs.Content value="import">
          <CsvImport />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

export default EnrollmentPage;
